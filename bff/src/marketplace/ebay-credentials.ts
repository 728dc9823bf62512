import { conflict } from '../common/api-error.js';
import type { EbayConfig } from '../config/app-config.js';

/** Whether the application keys the Browse API needs are set. */
export function isConfigured(ebay: EbayConfig): boolean {
  return Boolean(ebay.clientId && ebay.clientSecret);
}

/** 409 naming the settings a feature still needs, or nothing when they are all set. */
export function requireSettings(ebay: EbayConfig, feature: string, withRuName = false): void {
  const missing = [
    ebay.clientId ? null : 'EBAY_CLIENT_ID',
    ebay.clientSecret ? null : 'EBAY_CLIENT_SECRET',
    withRuName && !ebay.ruName ? 'EBAY_RU_NAME' : null,
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) {
    throw conflict(`${feature} needs eBay API credentials: set ${missing.join(', ')} in the server's environment. Import by listing URL works without them.`);
  }
}
