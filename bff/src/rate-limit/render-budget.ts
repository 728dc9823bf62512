import { Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import { secondsToWait, TooManyRequests, waitInWords } from '../common/api-error.js';
import { clientAddress } from '../common/client-address.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { FixedWindowLimit, type LimitDecision } from './fixed-window.js';

/** What the refusal says, on the page and in the API's message. */
export const renderBudgetRefusal = (retryAfterSeconds: number) =>
  `You have asked for many new searches and pages in the last minute. Please try again ${waitInWords(retryAfterSeconds)}.`;

/**
 * The renders no cache answered (a page rendered, a search run) one client address may ask for per
 * minute, `RENDER_BUDGET_PER_MINUTE`, counted in Redis so every replica shares it (docs/abuse-limits.md).
 * Only what reaches the work is counted: a page or answer the cache holds is sent before this is asked.
 */
@Injectable()
export class RenderBudget {
  private readonly limit: FixedWindowLimit;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.limit = new FixedWindowLimit(redis, 'Renders');
  }

  take(address: string): Promise<LimitDecision> {
    return this.limit.take(`${this.config.redisPrefix}:renders:${address}`, this.config.renderBudgetPerMinute);
  }
}

/** Answers 429 `{error, message}` with `Retry-After` once the client has used up its render budget. */
@Injectable()
export class RenderBudgetGuard implements CanActivate {
  constructor(private readonly budget: RenderBudget) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const decision = await this.budget.take(clientAddress(context.switchToHttp().getRequest<Request>()));
    if (decision.allowed) return true;
    const wait = secondsToWait(decision.retryAfterMs);
    throw new TooManyRequests(wait, renderBudgetRefusal(wait));
  }
}

/** Counts a read the cache did not answer (the cache's fast path sends the ones it holds before routing). */
export const CountsAgainstRenderBudget = () => UseGuards(RenderBudgetGuard);
