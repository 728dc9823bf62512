import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

/** The public writes counted apart: a visitor may send a few messages and sign up once in the same minute. */
export type PublicWriteKind = 'inquiries' | 'subscriptions';

export const PUBLIC_WRITE_WINDOW_MS = 60_000;

/** Counts and reads the window in one step, so concurrent writes from one address each get their own count. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export type WriteDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Public writes per client address per minute, counted in Redis so every BFF replica shares the count
 * (docs/abuse-limits.md). When Redis cannot answer, writes are let through: losing Redis must not
 * refuse customers' messages, and PostgreSQL still stores each one.
 */
@Injectable()
export class PublicWriteLimiter {
  private readonly logger = new Logger('PublicWriteLimiter');
  private failingOpen = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async take(kind: PublicWriteKind, address: string): Promise<WriteDecision> {
    const key = `${this.config.redisPrefix}:public-writes:${kind}:${address}`;
    let count: number;
    let ttlMs: number;
    try {
      [count, ttlMs] = (await this.redis.eval(COUNT_SCRIPT, 1, key, PUBLIC_WRITE_WINDOW_MS)) as [number, number];
    } catch (error) {
      if (!this.failingOpen) this.logger.warn(`Public writes are not rate limited while Redis cannot answer: ${(error as Error).message}`);
      this.failingOpen = true;
      return { allowed: true };
    }
    if (this.failingOpen) this.logger.log('Public writes are rate limited again');
    this.failingOpen = false;
    if (count <= this.config.publicWritesPerMinute) return { allowed: true };
    return { allowed: false, retryAfterMs: ttlMs > 0 ? ttlMs : PUBLIC_WRITE_WINDOW_MS };
  }
}
