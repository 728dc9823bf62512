import { Module } from '@nestjs/common';
import { RedisModule } from '../redis/redis.module.js';
import { PublicWriteGuard } from './public-write.guard.js';
import { PublicWriteLimiter } from './public-write-limiter.js';
import { RenderBudget, RenderBudgetGuard } from './render-budget.js';

/** Limits of the public writes and the render budget; modules with a public write import it for `LimitPublicWrites`. */
@Module({
  imports: [RedisModule],
  providers: [PublicWriteLimiter, PublicWriteGuard, RenderBudget, RenderBudgetGuard],
  exports: [PublicWriteLimiter, PublicWriteGuard, RenderBudget, RenderBudgetGuard],
})
export class RateLimitModule {}
