import type { FetchFunction } from '@caliber/marketplace';
import type { WorkerConfig } from '../config/worker.config.js';
import { EbayCallLimiter } from './ebay-call-limiter.js';

/** The `fetch` every eBay client of the worker uses: through the shared call limiter. */
export const EBAY_FETCH = Symbol('EBAY_FETCH');

export function createEbayFetch(config: WorkerConfig, limiter: EbayCallLimiter): FetchFunction {
  return limiter.limitedFetch(config.ebay.apiBaseUrl);
}
