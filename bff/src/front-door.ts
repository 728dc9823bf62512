import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { sendCached, cacheKey } from './cache/public-cache.middleware.js';
import type { PublicCacheService } from './cache/public-cache.service.js';
import { assignRequestId } from './logging/request-id.js';
import { writeSecurityHeaders, type HeaderList } from './security/security-headers.js';

/**
 * The request target in origin form: `GET http://any.host/api/watches` is `/api/watches`. The host of
 * an absolute-form target means nothing to this site (PUBLIC_URL names it), so it must not make a
 * request different from the plain one, for the cache least of all.
 */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  const scheme = target.indexOf('://');
  if (scheme === -1) return target;
  const rest = target.slice(scheme + 3);
  const pathAt = rest.search(/[/?]/);
  if (pathAt === -1) return '/';
  return rest[pathAt] === '/' ? rest.slice(pathAt) : `/${rest.slice(pathAt)}`;
}

/**
 * The HTTP server's own request listener, before Express: every answer gets the security headers,
 * and a public read held by the cache is answered from memory before logging, routing or guards run,
 * so a cache hit costs little more than writing its bytes (docs/server-rendering.md, "Caching").
 */
export function installFrontDoor(server: Server, cache: PublicCacheService, headers: HeaderList): void {
  const application = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    req.url = originForm(req.url ?? '/');
    writeSecurityHeaders(res, headers);
    const key = req.method === 'GET' || req.method === 'HEAD' ? cacheKey(req) : null;
    const entry = key === null ? undefined : cache.get(key);
    if (entry) {
      assignRequestId(req, res);
      sendCached(req, res, entry);
    } else for (const listener of application) listener(req, res);
  });
}
