import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { cacheKey, PUBLIC_CACHE_CONTROL } from './public-cache.middleware.js';
import { PublicCacheService } from './public-cache.service.js';

/** The route's own spelling of a request: its pattern with each parameter written as the API paths write it. */
function canonicalPath(req: Request): string | undefined {
  const pattern: unknown = req.route?.path;
  if (typeof pattern !== 'string') return undefined;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(req.params[name])));
}

/**
 * Stores a public read's answer for the next caller; this caller gets it with the same caching headers.
 * Only the canonical spelling is kept (`/api/watches/%72olex` is answered, never stored): other
 * spellings cannot mint entries, and the cache's fast path only ever looks up canonical keys.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicCacheService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const key = cacheKey(req);
    if (key === null) return next.handle();
    const generation = this.cache.currentGeneration();
    const canonical = key.split('?')[0] === canonicalPath(req);
    return next.handle().pipe(
      map((value) => {
        if (!canonical) return value;
        const entry = this.cache.get(key) ?? this.cache.store(key, value, generation);
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        res.setHeader('ETag', entry.etag);
        return value;
      }),
    );
  }
}
