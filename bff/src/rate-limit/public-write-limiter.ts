import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { FixedWindowLimit, type LimitDecision } from './fixed-window.js';

/** The public writes counted apart: a visitor may send a few messages and sign up once in the same minute. */
export type PublicWriteKind = 'inquiries' | 'subscriptions';

export type WriteDecision = LimitDecision;

/**
 * Public writes per client address per minute, counted in Redis so every BFF replica shares the count
 * (docs/abuse-limits.md). When Redis cannot answer, writes are let through: losing Redis must not
 * refuse customers' messages, and PostgreSQL still stores each one.
 */
@Injectable()
export class PublicWriteLimiter {
  private readonly limit: FixedWindowLimit;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.limit = new FixedWindowLimit(redis, 'Public writes');
  }

  take(kind: PublicWriteKind, address: string): Promise<WriteDecision> {
    return this.limit.take(`${this.config.redisPrefix}:public-writes:${kind}:${address}`, this.config.publicWritesPerMinute);
  }
}
