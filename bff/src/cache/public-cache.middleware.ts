import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PublicCacheService, type CachedResponse } from './public-cache.service.js';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Writes a cached entry with content negotiation and conditional GET, straight to the socket. */
export function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedResponse): void {
  const headers: Record<string, string | number> = { 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: entry.etag, Vary: 'Accept-Encoding' };
  if (entry.status === 200 && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const accepts = req.headers['accept-encoding'] ?? '';
  const compressed = entry.gzip !== entry.body;
  const [encoding, body] =
    compressed && accepts.includes('br') ? ['br', entry.brotli] : compressed && accepts.includes('gzip') ? ['gzip', entry.gzip] : [null, entry.body];
  headers['Content-Type'] = entry.contentType;
  headers['Content-Length'] = body.length;
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(entry.status, headers).end(req.method === 'HEAD' ? undefined : body);
}

/** The path alone: the query string cannot mint new entries. */
export function cacheKey(req: IncomingMessage & { originalUrl?: string }): string {
  const url = req.originalUrl ?? req.url ?? '';
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * Answers a public read from memory in the HTTP server's own request listener, before Express, logging,
 * routing or guards run: a cache hit costs little more than writing its bytes. Only the catalogue's
 * answers are ever stored; anything else goes on to the application.
 */
export function answerCacheHitsFirst(server: Server, cache: PublicCacheService): void {
  const application = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const entry = req.method === 'GET' || req.method === 'HEAD' ? cache.get(cacheKey(req)) : undefined;
    if (entry) sendCached(req, res, entry);
    else for (const listener of application) listener(req, res);
  });
}
