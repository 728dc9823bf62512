import { coerce, define, nullable, object, optional, string, unknown, type Infer, type Struct } from 'superstruct';
import { recordId } from './fields.js';
import { trimmedPattern, withJsonSchema, type JsonSchema } from './json-schema.js';
import { LISTING_FIELD_NAMES, WATCH_FIELDS, type ListingFieldName, type WatchFieldSpec, type WatchFieldValue, type WatchRecord } from './watch-fields.js';

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
export type ListingFields = { [K in ListingFieldName]: WatchRecord[K] extends string ? WatchRecord[K] | '' : WatchRecord[K] };

/** The watch fields the import still needs the operator to fill. */
export type MissingField = keyof ListingFields | 'images';

/**
 * `GET /api/admin/ebay/listings?itemId=`: the item details of docs/back-office.md (`title, price, currency, brand, model,
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

/** `GET /api/admin/ebay/scrape-details?url=`: the scraped details of docs/back-office.md, plus what is missing. */
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

/** A listing a store import left out, and why; `missingFields` names what it lacked (empty for other reasons). */
export interface SkippedListing {
  itemId: string;
  title: string;
  reason: string;
  missingFields: MissingField[];
}

/** The result of `import-store`. */
export interface StoreImportResult {
  seller: string;
  total: number;
  watches: ImportedWatch[];
  skipped: SkippedListing[];
}

/**
 * A seller's eBay user id, as the store import takes it bare (docs/back-office.md): letters, digits, `.`, `_`, `*`
 * and `-`, beginning with a letter or digit, as eBay's user ids are made. None of these is part of the Browse
 * filter's syntax (`{`, `}`, `|`, `,`), so the id goes into `sellers:{…}` as it is (URL-encoded).
 */
export const EBAY_USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._*-]*$/;

export const MARKETPLACE_MESSAGES = {
  itemIdRequired: 'Please enter an item ID',
  itemIdInvalid: 'An eBay item ID is the 9 to 13 digit number in the listing URL, such as 123456789012',
  collectionRequired: 'Please select a collection',
  urlRequired: 'Please enter an eBay listing URL',
} as const;

/** The import screen's buttons that the server's messages send the operator to (docs/back-office.md). */
export const IMPORT_ACTIONS = {
  editDetails: 'Edit Details',
  saveChanges: 'Save Changes',
  /** On a listing a store import skipped for lacking fields: opens it in the 'Import by Item ID' preview. */
  openInItemPreview: 'Open in Import by Item ID',
} as const;

const ITEM_ID = /^\d{9,13}$/;

/** A legacy eBay item id: 9 to 13 digits. */
export const itemId = withJsonSchema(
  define<string>('itemId', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return MARKETPLACE_MESSAGES.itemIdRequired;
    return ITEM_ID.test(value.trim()) || MARKETPLACE_MESSAGES.itemIdInvalid;
  }),
  { type: 'string', pattern: trimmedPattern(ITEM_ID) },
);

/** The collection an import goes to; a number or a numeric string (docs/back-office.md). */
export const importCollectionId = recordId(MARKETPLACE_MESSAGES.collectionRequired);

/** A field of the operator's edits: left out, blank or null keeps eBay's value; otherwise the watch's own rule. */
function overrideOf({ struct, fromInput }: WatchFieldSpec): Struct<unknown, JsonSchema> {
  const read = coerce(optional(struct), unknown(), (value) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    return typeof value === 'string' && fromInput ? fromInput(value) : value;
  });
  const keepsListing: JsonSchema[] = [{ type: 'null' }, { type: 'string', pattern: '^\\s*$' }];
  const asTyped: JsonSchema[] = fromInput ? [{ type: 'string', description: 'As typed: read the way the form reads it (a price loses its commas) before the rule applies.' }] : [];
  return withJsonSchema(read, { anyOf: [struct.schema as JsonSchema, ...asTyped, ...keepsListing], description: "Blank or null keeps the listing's value." });
}

/** What the operator changed in the preview ('Edit Details'); a field left out keeps eBay's value. */
export const watchOverridesSchema = object(
  Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, overrideOf(WATCH_FIELDS[name])])) as {
    [K in ListingFieldName]: Struct<Exclude<WatchFieldValue<K>, undefined> | undefined, JsonSchema>;
  },
);
export type WatchOverrides = Infer<typeof watchOverridesSchema>;

/** The operator's edits over eBay's values; a field the operator left out or blank keeps eBay's (stored as the WatchWriter normalises them). */
export function withOverrides(fields: ListingFields, overrides: WatchOverrides | null | undefined): ListingFields {
  const merged = { ...fields };
  for (const [key, value] of Object.entries(overrides ?? {}) as [keyof ListingFields, unknown][]) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** What a preview's editor checks before 'Save Changes': every listing field by the watch's own rule. */
export const listingFieldsSchema = object(
  Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, WATCH_FIELDS[name].struct])) as { [K in ListingFieldName]: (typeof WATCH_FIELDS)[K]['struct'] },
);

export const listingQuerySchema = object({ itemId });
export type ListingQuery = Infer<typeof listingQuerySchema>;
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
export type ScrapeQuery = Infer<typeof scrapeQuerySchema>;
export const importFromUrlSchema = object({
  url: optional(string()),
  collectionId: importCollectionId,
  customData: optional(nullable(watchOverridesSchema)),
});
export type ImportFromUrlPayload = Infer<typeof importFromUrlSchema>;
