import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, register } from 'prom-client';
import { stopTracing } from './trace-context.js';

function answerJson(res: ServerResponse, status: number, error: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify({ error, message }));
}

/**
 * A process's telemetry around its life (docs/operations.md, "Metrics and traces"): Prometheus text at
 * `GET /metrics` on a port of its own, never the public one, with prom-client's process and Node metrics
 * beside the process's own; and, as it stops, the spans still held are sent.
 */
export class TelemetryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  /** `address`: where /metrics is served (METRICS_PORT, METRICS_HOST); null: not served. */
  constructor(private readonly address: { port: number; host: string } | null) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.address) return;
    // Once a process: its metrics are registered globally.
    if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.address!.port, this.address!.host, resolve));
    this.server = server;
    const { address, port } = server.address() as AddressInfo;
    this.logger.log(`Metrics at http://${address}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (server) await new Promise((resolve) => server.close(resolve));
    await stopTracing();
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.url?.split('?')[0] !== '/metrics') return answerJson(res, 404, 'not_found', 'Only /metrics is served on this port');
    if (req.method !== 'GET' && req.method !== 'HEAD') return answerJson(res, 405, 'method_not_allowed', '/metrics answers GET only');
    try {
      const text = await register.metrics();
      res.writeHead(200, { 'Content-Type': register.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text);
    } catch (error) {
      this.logger.error(`The metrics could not be collected: ${(error as Error).message}`);
      answerJson(res, 503, 'unavailable', 'The metrics could not be collected; see the log');
    }
  }
}
