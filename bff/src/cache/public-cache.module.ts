import { Global, Module } from '@nestjs/common';
import { PublicCacheInterceptor } from './public-cache.interceptor.js';
import { PublicCacheMiddleware } from './public-cache.middleware.js';
import { PublicCacheService } from './public-cache.service.js';

@Global()
@Module({
  providers: [PublicCacheService, PublicCacheMiddleware, PublicCacheInterceptor],
  exports: [PublicCacheService, PublicCacheMiddleware, PublicCacheInterceptor],
})
export class PublicCacheModule {}
