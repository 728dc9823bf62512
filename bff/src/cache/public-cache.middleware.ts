import type { IncomingMessage, ServerResponse } from 'node:http';
import { FRESH_QUERY_PARAMS, KEYED_QUERY_PARAMS, KEYED_VALUE_SPELLING, queryParamsOf } from './keyed-query-params.js';
import type { CachedResponse } from './public-cache.service.js';

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

/** The request's cache key: see {@link keyOf}. */
export function cacheKey(req: IncomingMessage & { originalUrl?: string }): string | null {
  return cacheKeyOf(req.originalUrl ?? req.url ?? '');
}

export function cacheKeyOf(url: string): string | null {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : keyOf(url.slice(0, queryAt), url.slice(queryAt + 1));
}

/**
 * The path, plus only the query parameters that path uses, each value in its one spelling: other query
 * strings cannot mint new entries. Null when the request carries a parameter whose answers are never
 * kept (`FRESH_QUERY_PARAMS`) or a value the API refuses.
 */
export function keyOf(path: string, query: string): string | null {
  if (!query) return path;
  const params = new URLSearchParams(query);
  if (queryParamsOf(FRESH_QUERY_PARAMS, path)?.some((name) => params.has(name))) return null;
  const keyed = queryParamsOf(KEYED_QUERY_PARAMS, path);
  if (!keyed) return path;
  const used = new URLSearchParams();
  for (const name of keyed) {
    for (const value of params.getAll(name)) {
      const spell = KEYED_VALUE_SPELLING[name];
      const spelled = spell ? spell(value) : null;
      if (spelled === null) return null;
      if (spelled !== '') used.append(name, spelled);
    }
  }
  const usedQuery = used.toString();
  return usedQuery ? `${path}?${usedQuery}` : path;
}
