import { API } from '@caliber/contracts';
import type { RequestHandler } from 'express';
import type { PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { assignRequestId } from './request-id.js';

/** The load balancers' probes: asked every few seconds, and a "not ready" is a state, not a failure. */
const PROBES = new Set<string>([API.healthLive, API.healthReady]);

/**
 * Structured request logs that stay cheap: successful reads and probes are logged at debug (off by
 * default), writes at info, client errors at warn and server errors at error. Only the method, the URL and the
 * status are written: never a header, so never a cookie or a credential. Every line written while a
 * request is handled carries its `requestId` (docs/security.md).
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: assignRequestId,
    customProps: (req) => ({ requestId: req.id }),
    customLogLevel: (req, res, error) => {
      if (PROBES.has(req.url ?? '')) return 'debug';
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return req.method === 'GET' || req.method === 'HEAD' ? 'debug' : 'info';
    },
    serializers: {
      req: (req) => ({ method: req.method, url: withoutSecrets(req.url) }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }) as RequestHandler;
}

// A query with a signed link's token (unsubscribe, confirmation) or an OAuth code or state (the eBay
// callback) is never written to the log (docs/security.md).
const PRIVATE_QUERY = /[?&](token|code|state)=/;

function withoutSecrets(url: string | undefined): string | undefined {
  return url && (url.startsWith('/api/ebay/callback') || PRIVATE_QUERY.test(url)) ? url.replace(/\?.*$/, '?[redacted]') : url;
}

/**
 * Lines Nest writes while a request is handled outside its router (pages, /uploads) carry the request's
 * id as well; nestjs-pino binds the routes under /api itself (LoggingModule).
 */
export function requestLogContext(context: PinoLogger): RequestHandler {
  return (req, _res, next) => context.runInContext(next, { bindings: { requestId: req.id } });
}
