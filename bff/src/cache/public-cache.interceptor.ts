import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { cacheKey, PUBLIC_CACHE_CONTROL } from './public-cache.middleware.js';
import { PublicCacheService } from './public-cache.service.js';

/** Stores a public read's answer for the next caller; this caller gets it with the same caching headers. */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicCacheService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const generation = this.cache.currentGeneration();
    return next.handle().pipe(
      map((value) => {
        const entry = this.cache.store(cacheKey(req), value, generation);
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        res.setHeader('ETag', entry.etag);
        return value;
      }),
    );
  }
}
