import { describe, expect, it } from 'vitest';
import { loadWorkerConfig, WorkerConfigError } from './worker.config.js';

describe('loadWorkerConfig', () => {
  it('has working defaults', () => {
    const config = loadWorkerConfig({});
    expect(config.concurrency).toEqual({ marketplace: 2, images: 1 });
    expect(config.ebay).toMatchObject({ clientId: null, apiBaseUrl: 'https://api.ebay.com', imageBaseUrl: 'https://i.ebayimg.com' });
  });

  it('lists every problem of a bad environment at once', () => {
    let error: unknown;
    try {
      loadWorkerConfig({ REDIS_URL: 'http://x', MARKETPLACE_CONCURRENCY: '0', EBAY_ENV: 'staging', EBAY_CLIENT_ID: 'only-the-id', EBAY_WEB_BASE_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(WorkerConfigError);
    expect([...(error as WorkerConfigError).problems].sort()).toEqual([
      'REDIS_URL must use redis: or rediss: (got "http://x")',
      'EBAY_ENV must be production or sandbox (got "staging")',
      'EBAY_CLIENT_ID and EBAY_CLIENT_SECRET must be set together',
      'MARKETPLACE_CONCURRENCY must be a whole number from 1 to 50 (got "0")',
      'EBAY_WEB_BASE_URL is not a valid URL (got "not a url")',
    ].sort());
  });
});
