import { Module } from '@nestjs/common';
import { RedisModule } from '../redis/redis.module.js';
import { PublicWriteGuard } from './public-write.guard.js';
import { ClientLimits } from './client-limits.js';
import { RenderBudgetGuard } from './render-budget.js';
import { RenderSlots } from './render-slots.js';

/** Limits of the public writes, the render budget and the renders at once; modules with a public write import it for `LimitPublicWrites`. */
@Module({
  imports: [RedisModule],
  providers: [ClientLimits, PublicWriteGuard, RenderBudgetGuard, RenderSlots],
  exports: [ClientLimits, PublicWriteGuard, RenderBudgetGuard, RenderSlots],
})
export class RateLimitModule {}
