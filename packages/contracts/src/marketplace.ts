import { coerce, define, nullable, object, optional, string, type Infer } from 'superstruct';
import { CONDITIONS, type Condition } from './entities.js';
import { LIMITS, optionalText } from './fields.js';
import { PRICE_PATTERN } from './price.js';

/** `GET /api/admin/ebay/status`: API keys set, and an eBay account connected. */
export interface MarketplaceStatus {
  configured: boolean;
  connected: boolean;
}

/** `GET /api/admin/ebay/connect`: the consent page to open. */
export interface MarketplaceConnect {
  url: string;
}

/** Watch fields a listing gave; a field it did not give is '' (year: null). */
export interface ListingFields {
  brand: string;
  model: string;
  reference: string;
  /** US dollars, two decimals, no commas: "4250.00"; '' when the listing shows none. */
  price: string;
  movement: string;
  caseMaterial: string;
  caseSize: string;
  condition: Condition | '';
  year: number | null;
  description: string;
}

/** The watch fields the import still needs the operator to fill. */
export type MissingField = keyof ListingFields | 'images';

/**
 * `GET /api/admin/ebay/listings?itemId=`: the spec's item details (`title, price, currency, brand, model,
 * reference, pictureURLs`) plus every field the import would write and what is missing.
 */
export interface ListingPreview extends ListingFields {
  itemId: string;
  title: string;
  currency: 'USD';
  /** At most 4 pictures, on eBay's image host. */
  pictureURLs: string[];
  imageCount: number;
  missingFields: MissingField[];
}

/** `GET /api/admin/ebay/scrape-details?url=`: the spec's scraped details, plus what is missing. */
export interface ScrapedListing extends ListingFields {
  itemId: string;
  title: string;
  /** At most 4 pictures, on eBay's image host. */
  images: string[];
  imageCount: number;
  missingFields: MissingField[];
}

/** A watch an import wrote. */
export interface ImportedWatch {
  id: number;
  slug: string;
  brand: string;
  model: string;
  reference: string;
  price: string;
  collectionId: number;
  imageUrl: string;
  sourceId: string;
  /** False when the listing had been imported before and its watch was updated. */
  created: boolean;
}

/** A listing a store import left out, and why. */
export interface SkippedListing {
  itemId: string;
  title: string;
  reason: string;
}

/** The result of `import-store`. */
export interface StoreImportResult {
  seller: string;
  total: number;
  watches: ImportedWatch[];
  skipped: SkippedListing[];
}

export const MARKETPLACE_MESSAGES = {
  itemIdRequired: 'Please enter an item ID',
  itemIdInvalid: 'An eBay item ID is the 9 to 13 digit number in the listing URL, such as 123456789012',
  collectionRequired: 'Please select a collection',
  urlRequired: 'Please enter an eBay listing URL',
} as const;

const ITEM_ID = /^\d{9,13}$/;

/** A legacy eBay item id: 9 to 13 digits. */
export const itemId = define<string>('itemId', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return MARKETPLACE_MESSAGES.itemIdRequired;
  return ITEM_ID.test(value.trim()) || MARKETPLACE_MESSAGES.itemIdInvalid;
});

/** The collection an import goes to; a number or a numeric string (docs/back-office.md). */
export const importCollectionId = coerce(
  define<number>('collectionId', (value) =>
    (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || MARKETPLACE_MESSAGES.collectionRequired,
  ),
  string(),
  (value) => (/^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value),
);

const overrideText = optionalText(LIMITS.watchText);
const overridePrice = coerce(
  define<string | undefined>('price', (value) => value === undefined || (typeof value === 'string' && PRICE_PATTERN.test(value)) || 'Enter a price in dollars, such as 12500 or 12500.00'),
  string(),
  (value) => (value.trim() === '' ? undefined : value.replace(/,/g, '').trim()),
);
const overrideCondition = define<Condition | undefined>(
  'condition',
  (value) => value === undefined || value === '' || (CONDITIONS as readonly unknown[]).includes(value) || `Choose one of: ${CONDITIONS.join(', ')}`,
);
const overrideYear = define<number | null | undefined>(
  'year',
  (value) => value === undefined || value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1800 && value <= 2100) || 'Enter a year between 1800 and 2100',
);

/** What the operator changed in the preview ('Edit Details'); a field left out keeps eBay's value. */
export const watchOverridesSchema = object({
  brand: optional(overrideText),
  model: optional(overrideText),
  reference: optional(overrideText),
  price: optional(overridePrice),
  movement: optional(overrideText),
  caseMaterial: optional(overrideText),
  caseSize: optional(overrideText),
  condition: optional(overrideCondition),
  year: optional(overrideYear),
  description: optional(optionalText(LIMITS.description)),
});
export type WatchOverrides = Infer<typeof watchOverridesSchema>;

export const listingQuerySchema = object({ itemId });
export const importListingSchema = object({
  itemId,
  collectionId: importCollectionId,
  editedData: optional(nullable(watchOverridesSchema)),
});
export type ImportListingPayload = Infer<typeof importListingSchema>;

export const importStoreSchema = object({
  storeId: optional(string()),
  collectionId: importCollectionId,
});
export type ImportStorePayload = Infer<typeof importStoreSchema>;

export const scrapeQuerySchema = object({ url: optional(string()) });
export const importFromUrlSchema = object({
  url: optional(string()),
  collectionId: importCollectionId,
  customData: optional(nullable(watchOverridesSchema)),
});
export type ImportFromUrlPayload = Infer<typeof importFromUrlSchema>;
