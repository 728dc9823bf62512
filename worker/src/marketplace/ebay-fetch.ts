import type { FetchFunction } from '@caliber/marketplace';
import type { Redis } from 'ioredis';
import type { WorkerConfig } from '../config/worker.config.js';
import { EbayCallLimiter } from './ebay-call-limiter.js';

/** The `fetch` every eBay client of the worker uses: through the shared call limiter. */
export const EBAY_FETCH = Symbol('EBAY_FETCH');

export function createEbayFetch(config: WorkerConfig, redis: Redis): FetchFunction {
  return new EbayCallLimiter(redis, config.redisPrefix, config.ebay).limitedFetch(config.ebay.apiBaseUrl);
}
