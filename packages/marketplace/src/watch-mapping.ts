import { isWatchYear, LIMITS, REQUIRED_LISTING_FIELD_NAMES, type Condition, type ListingFields } from '@caliber/contracts';
import { EBAY_IMAGE_HOST_URL, ebayImageId, ebayImageUrl } from './image-url.js';
import type { MarketplaceListing } from './marketplace-listing.js';
import { capText, collapseWhitespace } from './plain-text.js';
import { formatPriceValue } from './price-text.js';

/** Watch fields filled from a listing (a field eBay did not give is '', year null), and its pictures. */
export interface WatchDraft extends ListingFields {
  imageUrls: string[];
}

export type WatchDraftField = keyof WatchDraft;

/** The outcome of {@link toWatchDraft}. */
export type WatchDraftResult =
  | { ok: true; draft: WatchDraft; previewImageUrls: string[]; missingFields: WatchDraftField[] }
  | { ok: false; message: string };

export interface WatchMappingOptions {
  /** Host the picture URLs are rebuilt on; default eBay's (`EBAY_IMAGE_BASE_URL` in tests). */
  imageBaseUrl?: string;
}

/** The import preview shows this many pictures. */
export const PREVIEW_IMAGE_COUNT = 4;
const REQUIRED_FIELDS: readonly WatchDraftField[] = [...REQUIRED_LISTING_FIELD_NAMES, 'imageUrls'];
// Values sellers put in a specific when they have nothing to say.
const PLACEHOLDER = /^(?:does not apply|not applicable|n\/?a|unknown|unbranded|none|-+)$/i;

const CONDITION_BY_ID: Readonly<Record<string, Condition>> = {
  '1000': 'New',
  '1500': 'New',
  '2990': 'Excellent',
  '3000': 'Very Good',
  '1750': 'Good',
  '3010': 'Fair',
  '7000': 'Fair',
};

/**
 * Maps a listing to watch fields (docs/architecture.md, "Jobs and the worker"). Refused only when the price is in
 * another currency and eBay gave no US dollar conversion; otherwise fields eBay left out stay empty and
 * are named in `missingFields` for the operator to fill.
 */
export function toWatchDraft(listing: MarketplaceListing, options: WatchMappingOptions = {}): WatchDraftResult {
  const price = usdPrice(listing);
  if (!price.ok) return price;
  const aspect = (label: string) => cleanText(listing.aspects[label]);
  const imageUrls = listing.imageUrls
    .map(ebayImageId)
    .filter((id): id is string => id !== null)
    .map((id) => ebayImageUrl(options.imageBaseUrl ?? EBAY_IMAGE_HOST_URL, id));
  const draft: WatchDraft = {
    brand: aspect('Brand'),
    model: aspect('Model'),
    reference: aspect('Reference Number') || cleanText(listing.mpn) || aspect('MPN'),
    price: price.value,
    movement: movementName(aspect('Movement')),
    caseMaterial: aspect('Case Material'),
    caseSize: caseSizeText(aspect('Case Size')),
    condition: watchCondition(listing),
    year: yearOf(listing.aspects['Year Manufactured']),
    // Without the seller's text (listing pages carry it in a separate frame) the title describes the watch.
    description: capText(collapseWhitespace(listing.descriptionText || listing.title), LIMITS.description),
    imageUrls: [...new Set(imageUrls)],
  };
  const missingFields = REQUIRED_FIELDS.filter((field) => {
    const value = draft[field];
    return Array.isArray(value) ? value.length === 0 : value === '';
  });
  return { ok: true, draft, previewImageUrls: draft.imageUrls.slice(0, PREVIEW_IMAGE_COUNT), missingFields };
}

/** The condition grade by eBay condition id, else by the condition's name; '' when the listing has neither. */
export function watchCondition(listing: Pick<MarketplaceListing, 'conditionId' | 'conditionText'>): Condition | '' {
  if (listing.conditionId) return CONDITION_BY_ID[listing.conditionId] ?? 'Good';
  const text = listing.conditionText?.toLowerCase().trim();
  if (!text) return '';
  if (text.includes('defect')) return 'Good';
  if (text.startsWith('new')) return 'New';
  if (text.includes('excellent')) return 'Excellent';
  if (text.includes('fair') || text.includes('for parts') || text.includes('not working')) return 'Fair';
  if (text.includes('very good')) return 'Very Good';
  if (text.includes('good')) return 'Good';
  if (text.includes('pre-owned') || text.includes('used')) return 'Very Good';
  return 'Good';
}

/** "2015" → 2015; a range "2010-2019" or "1970s" → its first year; "Unknown", or a year the shop's rule refuses → null. */
export function yearOf(value: string | undefined): number | null {
  const year = Number(/\b(1\d{3}|20\d{2})/.exec(value ?? '')?.[1]);
  return isWatchYear(year) ? year : null;
}

function usdPrice(listing: MarketplaceListing): { ok: true; value: string } | { ok: false; message: string } {
  const { price, convertedUsd } = listing;
  if (!price) return { ok: true, value: '' };
  const value = price.currency === 'USD' ? price.value : convertedUsd;
  if (value === undefined) {
    return {
      ok: false,
      message: `This listing is priced in ${price.currency} (${price.value} ${price.currency}) and eBay gave no US dollar price; only listings with a USD price can be imported.`,
    };
  }
  return { ok: true, value: formatPriceValue(value) ?? '' };
}

/** "Mechanical (Automatic)" → "Automatic", "Mechanical (Manual)" → "Manual"; other values unchanged. */
function movementName(value: string): string {
  const kind = /^mechanical\s*\(\s*(automatic|self-winding|manual|hand[- ]?wind(?:ing)?)\s*\)$/i.exec(value)?.[1].toLowerCase();
  if (!kind) return value;
  return kind === 'automatic' || kind === 'self-winding' ? 'Automatic' : 'Manual';
}

/** "40 mm", "40mm", "40" → "40mm"; anything else unchanged. */
function caseSizeText(value: string): string {
  const size = /^(\d{2}(?:[.,]\d{1,2})?)\s*(?:mm)?$/i.exec(value)?.[1];
  return size ? `${size.replace(',', '.')}mm` : value;
}

function cleanText(value: string | undefined): string {
  const text = collapseWhitespace(value ?? '').replace(/\n/g, ' ');
  return PLACEHOLDER.test(text) ? '' : capText(text, LIMITS.watchText);
}
