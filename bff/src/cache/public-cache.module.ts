import { Module } from '@nestjs/common';
import { PublicCacheInterceptor } from './public-cache.interceptor.js';
import { PublicCacheService } from './public-cache.service.js';

@Module({
  providers: [PublicCacheService, PublicCacheInterceptor],
  exports: [PublicCacheService, PublicCacheInterceptor],
})
export class PublicCacheModule {}
