import type { BffConfig, BffEbayConfig } from '@caliber/config';

/** The BFF's checked settings (declared in @caliber/config, docs/configuration.md); inject them with {@link APP_CONFIG}. */
export type AppConfig = BffConfig;
export type EbayConfig = BffEbayConfig;

export const APP_CONFIG = Symbol('APP_CONFIG');
