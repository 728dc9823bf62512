import { define, object, type Infer } from 'superstruct';
import { withJsonSchema } from './json-schema.js';

// The eBay sync (docs/ebay-sync.md): a scheduled job checks every watch imported from eBay.

/** Who started a sync: the worker's job scheduler, or the operator's "Sync now". */
export const EBAY_SYNC_TRIGGERS = ['schedule', 'operator'] as const;
export type EbaySyncTrigger = (typeof EBAY_SYNC_TRIGGERS)[number];

/** The id of the worker's job scheduler: one per install, however many workers upsert it. */
export const EBAY_SYNC_SCHEDULER_ID = 'ebay-sync';

/** Share of the day's Browse calls (`EBAY_DAILY_API_CALLS`) the sync leaves to the operator's imports. */
export const EBAY_SYNC_IMPORT_RESERVE = 0.1;

/** What a sync changed on one watch. */
export interface EbaySyncChange {
  watchId: number;
  /** Brand, model and reference, as the inventory names the watch. */
  watch: string;
  slug: string;
  /** `sold`: the listing ended or sold; `price-differs`: eBay asks `ebayPrice`, the watch `price`. */
  change: 'sold' | 'price-differs';
  price: string;
  ebayPrice: string | null;
}

/** A watch the sync could not check, and why (it is checked first next time). */
export interface EbaySyncError {
  watchId: number | null;
  watch: string | null;
  message: string;
}

/** One run of the sync, as the dashboard shows the last one. */
export interface EbaySyncRun {
  trigger: EbaySyncTrigger;
  startedAt: string;
  finishedAt: string;
  /** Watches read from eBay this run. */
  checked: number;
  /** Watches left for a later run because the day's eBay call budget would run out. */
  waiting: number;
  changes: EbaySyncChange[];
  errors: EbaySyncError[];
}

/** `GET /api/admin/ebay/sync`: the last run (null before the first) and how many prices wait for a decision. */
export interface EbaySyncStatus {
  lastRun: EbaySyncRun | null;
  priceDifferences: number;
}

/** One watch whose eBay listing asks another price (`GET /api/admin/ebay/price-differences`). */
export interface EbayPriceDifference {
  watchId: number;
  watch: string;
  slug: string;
  price: string;
  ebayPrice: string;
  checkedOnEbayAt: string;
}

export const EBAY_PRICE_CHOICES = ['ebay', 'ours'] as const;
export type EbayPriceChoice = (typeof EBAY_PRICE_CHOICES)[number];

/** `POST /api/admin/ebay/price-differences/{watchId}`: `ebay` copies eBay's price, `ours` keeps the watch's. */
export const ebayPriceChoiceSchema = object({
  take: withJsonSchema(
    define<EbayPriceChoice>('take', (value) => (EBAY_PRICE_CHOICES as readonly unknown[]).includes(value) || 'Choose "ebay" (take eBay\'s price) or "ours" (keep the watch\'s)'),
    { enum: [...EBAY_PRICE_CHOICES] },
  ),
});
export type EbayPriceChoicePayload = Infer<typeof ebayPriceChoiceSchema>;
