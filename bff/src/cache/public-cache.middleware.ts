import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { PublicCacheService, type CachedResponse } from './public-cache.service.js';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Writes a cached entry with content negotiation and conditional GET; the fast path of every public read. */
export function sendCached(req: Request, res: Response, entry: CachedResponse): void {
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === entry.etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const accepts = req.headers['accept-encoding'] ?? '';
  const compressed = entry.gzip !== entry.body;
  if (compressed && accepts.includes('br')) {
    res.setHeader('Content-Encoding', 'br');
    res.end(entry.brotli);
  } else if (compressed && accepts.includes('gzip')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(entry.gzip);
  } else {
    res.end(entry.body);
  }
}

/** Answers a public GET from memory when it can, before any routing work. */
@Injectable()
export class PublicCacheMiddleware implements NestMiddleware {
  constructor(private readonly cache: PublicCacheService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const entry = req.method === 'GET' ? this.cache.get(cacheKey(req)) : undefined;
    if (entry) sendCached(req, res, entry);
    else next();
  }
}

/** The path alone: the query string cannot mint new entries. */
export function cacheKey(req: Request): string {
  const url = req.originalUrl;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
