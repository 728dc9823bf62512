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

/**
 * A run that finds more than a tenth of the listings it checked ended or missing, and at least this many,
 * is suspect (an eBay outage or a wrong answer is likelier than a mass sale): it marks none sold, and they wait
 * for the operator (docs/ebay-sync.md, "Fails safe").
 */
export const EBAY_SYNC_SUSPECT_MIN_ENDED = 5;
/** The share of a run's checked listings that may end at once before the run is suspect (more than this). */
export const EBAY_SYNC_SUSPECT_SHARE = 0.1;

/** The one rule of a suspect run: `ended` of the `checked` listings came back ended or missing. */
export function isSuspectSyncRun(checked: number, ended: number): boolean {
  return ended >= EBAY_SYNC_SUSPECT_MIN_ENDED && ended > checked * EBAY_SYNC_SUSPECT_SHARE;
}

/** What a sync changed on one watch. */
export interface EbaySyncChange {
  watchId: number;
  /** Brand, model and reference, as the inventory names the watch. */
  watch: string;
  slug: string;
  /**
   * `sold`: the listing ended or sold; `held`: it did, in a suspect run, so it waits for the operator;
   * `price-differs`: eBay asks `ebayPrice`, the watch `price`.
   */
  change: 'sold' | 'held' | 'price-differs';
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
  /** Too many listings ended at once ({@link isSuspectSyncRun}): none was marked sold, they wait for the operator. */
  suspect: boolean;
}

/** `GET /api/admin/ebay/sync`: the last run (null before the first), how many prices and ended listings wait for a decision. */
export interface EbaySyncStatus {
  lastRun: EbaySyncRun | null;
  priceDifferences: number;
  endedListings: number;
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

/** A watch whose listing ended or went missing in a suspect run, waiting for the operator (`GET /api/admin/ebay/ended-listings`). */
export interface EbayEndedListing {
  watchId: number;
  watch: string;
  slug: string;
  /** The eBay item id. */
  sourceId: string;
  price: string;
  /** When the suspect run held it. */
  heldAt: string;
}

export const EBAY_ENDED_DECISIONS = ['confirm', 'dismiss'] as const;
export type EbayEndedDecision = (typeof EBAY_ENDED_DECISIONS)[number];

/** `POST /api/admin/ebay/ended-listings/{watchId}`: `confirm` marks the watch sold, `dismiss` leaves it as it is. */
export const ebayEndedDecisionSchema = object({
  decision: withJsonSchema(
    define<EbayEndedDecision>('decision', (value) => (EBAY_ENDED_DECISIONS as readonly unknown[]).includes(value) || 'Choose "confirm" (the watch is sold) or "dismiss" (it stays as it is)'),
    { enum: [...EBAY_ENDED_DECISIONS] },
  ),
});
export type EbayEndedDecisionPayload = Infer<typeof ebayEndedDecisionSchema>;

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
