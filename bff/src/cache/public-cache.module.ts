import { Module } from '@nestjs/common';
import { RedisModule } from '../redis/redis.module.js';
import { PublicCacheInterceptor } from './public-cache.interceptor.js';
import { PublicCacheService } from './public-cache.service.js';

@Module({
  imports: [RedisModule],
  providers: [PublicCacheService, PublicCacheInterceptor],
  exports: [PublicCacheService, PublicCacheInterceptor],
})
export class PublicCacheModule {}
