import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

export const LIMIT_WINDOW_MS = 60_000;

/** Counts and reads the window in one step, so concurrent requests from one address each get their own count. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A count per key per minute in Redis, so every BFF replica shares it (docs/abuse-limits.md). When Redis
 * cannot answer, requests are let through (logged once, and once again when Redis is back): losing Redis
 * must not refuse visitors.
 */
export class FixedWindowLimit {
  private readonly logger: Logger;
  private failingOpen = false;

  /** `what`: what is limited, for the log ("Public writes"). */
  constructor(
    private readonly redis: Redis,
    private readonly what: string,
  ) {
    this.logger = new Logger(`${what} limit`);
  }

  async take(key: string, limit: number): Promise<LimitDecision> {
    let count: number;
    let ttlMs: number;
    try {
      [count, ttlMs] = (await this.redis.eval(COUNT_SCRIPT, 1, key, LIMIT_WINDOW_MS)) as [number, number];
    } catch (error) {
      if (!this.failingOpen) this.logger.warn(`${this.what} are not limited while Redis cannot answer: ${(error as Error).message}`);
      this.failingOpen = true;
      return { allowed: true };
    }
    if (this.failingOpen) this.logger.log(`${this.what} are limited again`);
    this.failingOpen = false;
    if (count <= limit) return { allowed: true };
    return { allowed: false, retryAfterMs: ttlMs > 0 ? ttlMs : LIMIT_WINDOW_MS };
  }
}
