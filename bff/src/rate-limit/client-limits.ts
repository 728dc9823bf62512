import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { siteBlockOf } from '../common/client-address.js';
import { REDIS } from '../redis/redis.module.js';
import { WindowLimit, type LimitDecision } from './window-limit.js';

/** How many clients' budgets an IPv6 /48 (one site: an office, a campus, a provider's customer) holds together. */
export const SITE_BLOCK_CLIENTS = 16;

/** The public writes counted apart: a visitor may send a few messages and sign up once in the same minute. */
export type PublicWriteKind = 'inquiries' | 'subscriptions' | 'search-alerts' | 'viewings';

/**
 * What one client address may do per minute, counted in Redis so every BFF replica shares the counts
 * (docs/abuse-limits.md). When Redis cannot answer, requests are let through.
 */
@Injectable()
export class ClientLimits {
  private readonly publicWrites: ClientAndSiteLimit;
  private readonly renders: ClientAndSiteLimit;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const limit = (what: string, keyPrefix: string, perMinute: number) => ({
      client: new WindowLimit(redis, { what, keyPrefix: `${config.redisPrefix}:${keyPrefix}`, limit: perMinute }),
      site: new WindowLimit(redis, { what: `${what} per IPv6 site`, keyPrefix: `${config.redisPrefix}:${keyPrefix}-site`, limit: perMinute * SITE_BLOCK_CLIENTS }),
    });
    this.publicWrites = limit('Public writes', 'public-writes', config.publicWritesPerMinute);
    this.renders = limit('Renders', 'renders', config.renderBudgetPerMinute);
  }

  /**
   * A public write (`PUBLIC_WRITES_PER_MINUTE` of each kind). Losing Redis must not refuse customers'
   * messages, and PostgreSQL still stores each one.
   */
  takePublicWrite(kind: PublicWriteKind, address: string): Promise<LimitDecision> {
    return takeBoth(this.publicWrites, address, (block) => `${kind}:${block}`);
  }

  /**
   * A render no cache answered, a page rendered or a search run (`RENDER_BUDGET_PER_MINUTE`). Only what
   * reaches the work is counted: a page or answer the cache holds is sent before this is asked.
   */
  takeRender(address: string): Promise<LimitDecision> {
    return takeBoth(this.renders, address, (block) => block);
  }
}

interface ClientAndSiteLimit {
  client: WindowLimit;
  site: WindowLimit;
}

/** The client's own count, and for an IPv6 client its /48's as well: the first refusal is the answer. */
async function takeBoth(limit: ClientAndSiteLimit, address: string, keyOf: (block: string) => string): Promise<LimitDecision> {
  const own = await limit.client.take(keyOf(address));
  const site = siteBlockOf(address);
  if (!own.allowed || site === null) return own;
  return limit.site.take(keyOf(site));
}
