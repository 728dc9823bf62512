import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { sendCached, cacheKey } from './cache/public-cache.middleware.js';
import { writeApiError } from './common/api-error-response.js';
import type { PublicCacheService } from './cache/public-cache.service.js';
import { assignRequestId } from './logging/request-id.js';
import { labelRoute } from './metrics/http-metrics.js';
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

/** The fixed words of the API's route paths (`/api/admin/jobs/{id}`: api, admin, jobs), for {@link isMisspelledApiPath}. */
export function apiRouteWords(paths: readonly string[]): ReadonlySet<string> {
  return new Set(paths.flatMap((path) => path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'))));
}

/**
 * Whether a path spells a word of the API's routes in capitals (`/API/watches`, `/api/WatchES`): routing is
 * case-sensitive, so no route answers it. Only the routes' own words are read, never a parameter: an id
 * may hold capitals (an upload's compress job, `images-compress-<base64url id>`). Percent-escapes (`%7C`)
 * are not letters of the path.
 */
export function isMisspelledApiPath(path: string, routeWords: ReadonlySet<string>): boolean {
  const end = path.indexOf('?');
  const pathname = end === -1 ? path : path.slice(0, end);
  if (pathname.slice(0, 4).toLowerCase() !== '/api' || (pathname.length > 4 && pathname[4] !== '/')) return false;
  return pathname.split('/').some((segment) => /[A-Z]/.test(segment.replace(/%[0-9A-Fa-f]{2}/g, '')) && routeWords.has(segment.toLowerCase()));
}

/** The API's 404, written here rather than after Express has walked its routes: a flood of spellings stays cheap. */
function sendMisspelledApiPath(req: IncomingMessage, target: string, res: ServerResponse): void {
  const requestId = assignRequestId(req, res);
  writeApiError(res, 404, `No API route at ${target.split('?')[0]}: API paths are written in lower case`, requestId);
}

/**
 * The HTTP server's own request listener, before Express: every answer gets the security headers,
 * and a public read held by the cache is answered from memory before logging, routing or guards run,
 * so a cache hit costs little more than writing its bytes (docs/server-rendering.md, "Caching"); so is
 * the 404 of an API path spelling a route's words in capitals (`routeWords`: see {@link apiRouteWords}).
 */
export function installFrontDoor(server: Server, cache: PublicCacheService, headers: HeaderList, routeWords: ReadonlySet<string>): void {
  const application = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const target = originForm(req.url ?? '/');
    req.url = target;
    writeSecurityHeaders(res, headers);
    const key = req.method === 'GET' || req.method === 'HEAD' ? cacheKey(req) : null;
    const entry = key === null ? undefined : cache.get(key);
    if (entry) {
      labelRoute(req, 'public-cache');
      assignRequestId(req, res);
      sendCached(req, res, entry);
    } else if (isMisspelledApiPath(target, routeWords)) sendMisspelledApiPath(req, target, res);
    else for (const listener of application) listener(req, res);
  });
}
