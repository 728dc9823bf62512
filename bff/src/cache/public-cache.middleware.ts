import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, type Hash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import { FRESH_QUERY_PARAMS, KEYED_QUERY_PARAMS, KEYED_VALUE_SPELLING, queryParamsOf, WHOLE_QUERY_SPELLING } from './keyed-query-params.js';
import type { CachedResponse } from './public-cache.service.js';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The encoding a response goes in: brotli when the client accepts it, else gzip, else none. */
export function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepts = req.headers['accept-encoding'] ?? '';
  return accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
}

/** Writes a cached entry with content negotiation and conditional GET, straight to the socket. */
export function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedResponse): void {
  const encoding = entry.gzip !== entry.body ? preferredEncoding(req) : null;
  writeAnswer(req, res, entry, encoding, encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.body);
}

/** Below this size compression costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * A page rendered for one request and kept nowhere (a search, a filtered list) is compressed once, in the
 * encoding its client accepts, at levels that cost a fraction of its render (docs/server-rendering.md).
 */
const FRESH_BROTLI_QUALITY = 3;
const FRESH_GZIP_LEVEL = 1;

/** Sends a body made for this request only: the same headers as a cached entry, compressed only as the client asks. */
export function sendFresh(req: IncomingMessage, res: ServerResponse, body: Buffer, head: FreshHead): void {
  const encoding = body.length >= COMPRESS_MIN_BYTES ? preferredEncoding(req) : null;
  const sent =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: FRESH_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : encoding === 'gzip'
        ? gzipSync(body, { level: FRESH_GZIP_LEVEL })
        : body;
  writeAnswer(req, res, { ...head, etag: etagOf(body) }, encoding, sent);
}

/** A compressing stream at the fresh levels, for a body written as it is made (the merchant feed). */
export function freshCompressor(encoding: 'br' | 'gzip'): BrotliCompress | Gzip {
  return encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: FRESH_BROTLI_QUALITY } }) : createGzip({ level: FRESH_GZIP_LEVEL });
}

/** A fresh answer's status and type; `cacheControl` replaces the cache's revalidation rule (`no-store` for a refusal). */
type FreshHead = Pick<CachedResponse, 'status' | 'contentType'> & { cacheControl?: string };

/** The ETag of a body: the same for the same bytes, whichever encoding they are sent in. */
export const etagOf = (body: Buffer) => etagOfHash(createHash('sha1').update(body));

/** The same ETag from a SHA-1 fed the body piece by piece. */
export const etagOfHash = (sha1: Hash) => `W/"${sha1.digest('base64url')}"`;

function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  { status, contentType, etag, cacheControl = PUBLIC_CACHE_CONTROL }: FreshHead & Pick<CachedResponse, 'etag'>,
  encoding: string | null,
  body: Buffer,
): void {
  const headers: Record<string, string | number> = { 'Cache-Control': cacheControl, ETag: etag, Vary: 'Accept-Encoding' };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['Content-Type'] = contentType;
  headers['Content-Length'] = body.length;
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
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
  const spellWhole = WHOLE_QUERY_SPELLING[path];
  if (spellWhole) return spellWhole(params);
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
