import { Module } from '@nestjs/common';
import { RedisModule } from '../redis/redis.module.js';
import { PublicWriteGuard } from './public-write.guard.js';
import { ClientLimits } from './client-limits.js';
import { RenderBudgetGuard } from './render-budget.js';

/** Limits of the public writes and the render budget; modules with a public write import it for `LimitPublicWrites`. */
@Module({
  imports: [RedisModule],
  providers: [ClientLimits, PublicWriteGuard, RenderBudgetGuard],
  exports: [ClientLimits, PublicWriteGuard, RenderBudgetGuard],
})
export class RateLimitModule {}
