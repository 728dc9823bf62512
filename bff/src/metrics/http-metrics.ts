import type { RequestHandler } from 'express';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
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

/** Node's own announcements of each request and answer, on every server of the process. */
interface ServerExchange {
  request: Labelled;
  response: ServerResponse;
  server: Server;
}

const STARTED = Symbol('metrics started');
type Timed = Labelled & { [STARTED]?: number };

/** One histogram child per label set, found by one string rather than prom-client's hash of the labels. */
const timers = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();

function timerOf(method: string, route: string, status: string) {
  const key = `${method} ${route} ${status}`;
  let timer = timers.get(key);
  if (!timer) timers.set(key, (timer = requestDuration.labels(method, route, status)));
  return timer;
}

/**
 * Times every request of the server from Node's diagnostics channels, which the HTTP server announces
 * anyway: no listener is added per request, the cost a cached answer would feel most (docs/operations.md).
 */
export function timeRequests(server: Server): void {
  const onStart = (message: unknown) => {
    const { request, server: from } = message as ServerExchange;
    if (from === server) (request as Timed)[STARTED] = performance.now();
  };
  const onFinish = (message: unknown) => {
    const { request, response, server: from } = message as ServerExchange;
    const started = (request as Timed)[STARTED];
    if (from !== server || started === undefined) return;
    const method = METHODS.has(request.method!) ? request.method! : 'other';
    timerOf(method, routeOf(request), String(response.statusCode)).observe((performance.now() - started) / 1000);
  };
  subscribe('http.server.request.start', onStart);
  subscribe('http.server.response.finish', onFinish);
  server.once('close', () => {
    unsubscribe('http.server.request.start', onStart);
    unsubscribe('http.server.response.finish', onFinish);
  });
}
