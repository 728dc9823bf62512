import { Module } from '@nestjs/common';
import { RedisModule } from '../redis/redis.module.js';
import { PublicWriteGuard } from './public-write.guard.js';
import { PublicWriteLimiter } from './public-write-limiter.js';

/** Limits of the public writes; modules with a public write import it for `LimitPublicWrites`. */
@Module({
  imports: [RedisModule],
  providers: [PublicWriteLimiter, PublicWriteGuard],
  exports: [PublicWriteLimiter, PublicWriteGuard],
})
export class RateLimitModule {}
