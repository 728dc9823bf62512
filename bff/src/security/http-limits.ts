import type { Server } from 'node:http';
import type { AppConfig } from '../config/app-config.js';

/**
 * Slow and idle clients cannot hold the server (docs/abuse-limits.md, "Slow clients"): a request's headers
 * and the whole request each have a time limit, an idle kept-alive connection closes, and past a number of
 * open connections new ones are refused. Node checks the first two every 30 s, so a connection that sends
 * its headers too slowly lives at most the limit plus that.
 */
export function applyHttpLimits(server: Server, { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections }: AppConfig['http']): void {
  server.requestTimeout = requestTimeoutMs;
  // Node refuses a headers limit longer than the request's.
  server.headersTimeout = Math.min(headersTimeoutMs, requestTimeoutMs);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.maxConnections = maxConnections;
}
