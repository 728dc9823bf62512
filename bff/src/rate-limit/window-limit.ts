import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

const WINDOW_SECONDS = 60;

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * `limit` requests per key per minute, counted by rate-limiter-flexible in Redis (one atomic INCR with its
 * expiry), so every BFF replica shares the count (docs/abuse-limits.md). When Redis cannot answer, requests
 * are let through (logged once, and once again when Redis is back): losing Redis must not refuse visitors.
 */
export class WindowLimit {
  private readonly limiter: RateLimiterRedis;
  private readonly what: string;
  private readonly logger: Logger;
  private failingOpen = false;

  /** `what`: what is limited, for the log ("Public writes"); keys are `<keyPrefix>:<key>`. */
  constructor(redis: Redis, options: { what: string; keyPrefix: string; limit: number }) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: options.keyPrefix,
      points: options.limit,
      duration: WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
    });
    this.what = options.what;
    this.logger = new Logger(`${options.what} limit`);
  }

  async take(key: string): Promise<LimitDecision> {
    try {
      await this.limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        this.limitedAgain();
        return { allowed: false, retryAfterMs: refusal.msBeforeNext > 0 ? refusal.msBeforeNext : WINDOW_SECONDS * 1000 };
      }
      if (!this.failingOpen) this.logger.warn(`${this.what} are not limited while Redis cannot answer: ${(refusal as Error).message}`);
      this.failingOpen = true;
      return { allowed: true };
    }
    this.limitedAgain();
    return { allowed: true };
  }

  private limitedAgain(): void {
    if (this.failingOpen) this.logger.log(`${this.what} are limited again`);
    this.failingOpen = false;
  }
}
