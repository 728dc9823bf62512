import type { ListingFields, ScrapedListing, WatchOverrides } from '@caliber/contracts';

const FIELDS: readonly (keyof ListingFields)[] = ['brand', 'model', 'reference', 'price', 'movement', 'caseMaterial', 'caseSize', 'condition', 'year', 'description'];

/**
 * The `customData` of a URL import: the details the operator was shown, so the watch is what the preview
 * said; a field the listing left empty is left out and the server keeps its own reading.
 */
export function overridesOf(listing: ScrapedListing): WatchOverrides {
  return Object.fromEntries(FIELDS.flatMap((field) => (listing[field] === '' || listing[field] === null ? [] : [[field, listing[field]]])));
}
