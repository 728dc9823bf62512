import type { RequestHandler } from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * Structured request logs that stay cheap: successful reads are logged at debug (off by default),
 * writes at info, client errors at warn and server errors at error.
 */
export function requestLogger(level: string): RequestHandler {
  const logger = pino({ level }, pino.destination({ sync: false }));
  return pinoHttp({
    logger,
    customLogLevel: (req, res, error) => {
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

// The eBay callback's query carries an authorization code: it is never written to the log.
function withoutSecrets(url: string | undefined): string | undefined {
  return url?.startsWith('/api/ebay/callback') ? url.replace(/\?.*$/, '?[redacted]') : url;
}
