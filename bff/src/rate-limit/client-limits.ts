import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { WindowLimit, type LimitDecision } from './window-limit.js';

/** The public writes counted apart: a visitor may send a few messages and sign up once in the same minute. */
export type PublicWriteKind = 'inquiries' | 'subscriptions' | 'search-alerts';

/**
 * What one client address may do per minute, counted in Redis so every BFF replica shares the counts
 * (docs/abuse-limits.md). When Redis cannot answer, requests are let through.
 */
@Injectable()
export class ClientLimits {
  private readonly publicWrites: WindowLimit;
  private readonly renders: WindowLimit;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const limit = (what: string, keyPrefix: string, perMinute: number) => new WindowLimit(redis, { what, keyPrefix: `${config.redisPrefix}:${keyPrefix}`, limit: perMinute });
    this.publicWrites = limit('Public writes', 'public-writes', config.publicWritesPerMinute);
    this.renders = limit('Renders', 'renders', config.renderBudgetPerMinute);
  }

  /**
   * A public write (`PUBLIC_WRITES_PER_MINUTE` of each kind). Losing Redis must not refuse customers'
   * messages, and PostgreSQL still stores each one.
   */
  takePublicWrite(kind: PublicWriteKind, address: string): Promise<LimitDecision> {
    return this.publicWrites.take(`${kind}:${address}`);
  }

  /**
   * A render no cache answered, a page rendered or a search run (`RENDER_BUDGET_PER_MINUTE`). Only what
   * reaches the work is counted: a page or answer the cache holds is sent before this is asked.
   */
  takeRender(address: string): Promise<LimitDecision> {
    return this.renders.take(address);
  }
}
