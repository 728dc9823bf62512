import type { ListingFields, MissingField, WatchOverrides } from '@caliber/contracts';
import type { WatchDraft } from '@caliber/marketplace';

const REQUIRED: readonly (keyof ListingFields)[] = ['brand', 'model', 'reference', 'price', 'movement', 'caseMaterial', 'caseSize', 'condition', 'description'];

/** The watch fields of a mapped listing (pictures apart). */
export function fieldsOf(draft: WatchDraft): ListingFields {
  const { imageUrls: _pictures, ...fields } = draft;
  return fields;
}

/** The operator's edits over eBay's values; a field the operator left out or blank keeps eBay's. */
export function withOverrides(fields: ListingFields, overrides: WatchOverrides | null | undefined): ListingFields {
  const merged = { ...fields };
  for (const [key, value] of Object.entries(overrides ?? {}) as [keyof ListingFields, unknown][]) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    // A price is stored as numeric(12,2): "7000" is answered as "7000.00" like eBay's prices.
    const text = typeof value === 'string' ? value.trim() : value;
    (merged as Record<string, unknown>)[key] = key === 'price' ? Number(text).toFixed(2) : text;
  }
  return merged;
}

/** The required fields still empty, and 'images' when the listing has no picture. */
export function missingFields(fields: ListingFields, imageCount: number): MissingField[] {
  const missing: MissingField[] = REQUIRED.filter((field) => fields[field] === '' || fields[field] === null);
  return imageCount === 0 ? [...missing, 'images'] : missing;
}

const LABELS: Record<MissingField, string> = {
  brand: 'brand',
  model: 'model',
  reference: 'reference',
  price: 'price',
  movement: 'movement',
  caseMaterial: 'case material',
  caseSize: 'case size',
  condition: 'condition',
  year: 'year',
  description: 'description',
  images: 'pictures',
};

/** "The listing gives no reference or case size". */
export function missingMessage(missing: MissingField[]): string {
  const names = missing.map((field) => LABELS[field]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `The listing gives no ${list}`;
}
