import type { RequestHandler } from 'express';
import type { IncomingMessage, Server } from 'node:http';
import { Histogram } from 'prom-client';

// docs/operations.md, "Metrics and traces".

const requestDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Time from a request arriving to its answer written, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Where a request was answered when no API route matched it: the storefront's handler, the cache's front door, /uploads. */
export type RouteLabel = 'page' | 'static' | 'public-cache' | 'uploads';

const ROUTE = Symbol('metrics route');
type Labelled = IncomingMessage & { [ROUTE]?: RouteLabel; route?: { path?: unknown } };

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function labelRoute(req: IncomingMessage, label: RouteLabel): void {
  (req as Labelled)[ROUTE] = label;
}

/** The same, as Express middleware before a handler mounted on a path. */
export const routeLabel =
  (label: RouteLabel): RequestHandler =>
  (req, _res, next) => {
    labelRoute(req, label);
    next();
  };

/** The route's pattern (`/api/watches/:slug`), never the path itself: a label a visitor cannot multiply. */
function routeOf(req: Labelled): string {
  const pattern = req.route?.path;
  return req[ROUTE] ?? (typeof pattern === 'string' ? pattern : 'unmatched');
}

/** Times every request of the server, ahead of all its other listeners. */
export function timeRequests(server: Server): void {
  server.prependListener('request', (req: Labelled, res) => {
    const started = performance.now();
    res.once('finish', () => {
      const method = METHODS.has(req.method!) ? req.method! : 'other';
      requestDuration.labels(method, routeOf(req), String(res.statusCode)).observe((performance.now() - started) / 1000);
    });
  });
}
