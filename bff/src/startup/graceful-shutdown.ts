import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config.js';
import { DrainState } from '../health/drain-state.js';

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** From the signal on, every answer closes its connection, so kept-alive clients open their next one elsewhere. */
export function closeConnectionsOnceDraining(app: NestExpressApplication): void {
  const drain = app.get(DrainState);
  (app.getHttpServer() as Server).prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (drain.draining) res.setHeader('Connection', 'close');
  });
}

/**
 * Stops the BFF without dropping a request (docs/operations.md, "Rolling update and drain"): on SIGTERM or
 * SIGINT it answers not ready at once and keeps serving for SHUTDOWN_DRAIN_SECONDS, so load balancers
 * take it out; then it stops accepting connections, lets the requests in flight finish (at most
 * SHUTDOWN_FINISH_SECONDS), closes its pools and exits 0.
 */
export function stopGracefullyOnSignals(app: NestExpressApplication, { shutdown }: AppConfig): void {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  const drain = app.get(DrainState);

  const stop = async (signal: NodeJS.Signals) => {
    drain.begin();
    logger.log(`${signal}: answering not ready, serving ${shutdown.drainMs / 1000} s more before closing`);
    await after(shutdown.drainMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const finished = await Promise.race([closed.then(() => true), after(shutdown.finishMs).then(() => false)]);
    if (!finished) {
      logger.warn(`Requests still in flight after ${shutdown.finishMs / 1000} s are cut off`);
      server.closeAllConnections();
    }
    await app.close();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      // A second signal (Ctrl-C reaches `npm start` and its children alike) lets the first one's stop go on.
      if (drain.draining) return;
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
