import { boolean, coerce, defaulted, define, number, optional, type Infer, type Struct } from 'superstruct';
import { AVAILABILITIES, CONDITIONS, type Availability, type Condition } from './entities.js';
import { id, imageUrl, LIMITS, numberFromInput, optionalText, REQUIRED_MESSAGE, requiredText } from './fields.js';
import { NOT_BLANK_PATTERN, withJsonSchema } from './json-schema.js';
import { normalizePriceInput, PRICE_PATTERN, storedPrice } from './price.js';
import { isReservedSlug, RESERVED_SLUGS, SLUG_PATTERN } from './slug.js';

export const GALLERY_STRING_MESSAGE = 'At least one gallery image URL is required';
export const GALLERY_ITEM_MESSAGE = 'Image URL cannot be empty';

/** The year rule: from 1800 to next year (a dealer may list a watch dated for the coming year). */
export const EARLIEST_WATCH_YEAR = 1800;
export const latestWatchYear = (): number => new Date().getFullYear() + 1;
export function isWatchYear(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= EARLIEST_WATCH_YEAR && value <= latestWatchYear();
}

export const price = withJsonSchema(
  coerce(
    define<string>('price', (value) => {
      if (typeof value !== 'string' || value.trim() === '') return REQUIRED_MESSAGE;
      return PRICE_PATTERN.test(value) || 'Enter a price in dollars, such as 12500 or 12500.00';
    }),
    number(),
    (value) => String(value),
  ),
  {
    anyOf: [
      { type: 'string', pattern: PRICE_PATTERN.source },
      { type: 'number', minimum: 0, description: 'Read as its decimal text, which must then have at most 10 digits and 2 decimals.' },
    ],
  },
);

/** One of a fixed list of values, with a message naming them. */
function choice<T extends string>(name: string, values: readonly T[]) {
  return withJsonSchema(
    define<T>(name, (value) => (values as readonly unknown[]).includes(value) || `Choose one of: ${values.join(', ')}`),
    { enum: [...values] },
  );
}

export const condition = choice<Condition>('condition', CONDITIONS);
export const availability = choice<Availability>('availability', AVAILABILITIES);


export const year = numberFromInput(
  withJsonSchema(
    define<number>('year', (value) => isWatchYear(value) || `Enter a year between ${EARLIEST_WATCH_YEAR} and ${latestWatchYear()}`),
    { type: 'integer', minimum: EARLIEST_WATCH_YEAR, maximum: latestWatchYear(), description: 'At most next year, counted on the day of the request.' },
  ),
);

export const slug = withJsonSchema(
  define<string>('slug', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return REQUIRED_MESSAGE;
    if (value.length > LIMITS.slug) return `Must be at most ${LIMITS.slug} characters`;
    if (!SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and single hyphens only';
    return !isReservedSlug(value) || `The slug "${value}" is reserved`;
  }),
  { type: 'string', maxLength: LIMITS.slug, pattern: SLUG_PATTERN.source, not: { enum: [...RESERVED_SLUGS] } },
);

/** imageGallery: a newline-separated string from the text area, or a list from multi-upload (docs/back-office.md). */
const galleryCheck = define<string | string[] | null | undefined>('imageGallery', (value) => {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') {
    if (value.trim() === '') return GALLERY_STRING_MESSAGE;
    return normalizeGallery(value).length <= LIMITS.gallery || `At most ${LIMITS.gallery} gallery images`;
  }
  if (!Array.isArray(value)) return 'Must be a list of image URLs';
  if (value.length > LIMITS.gallery) return `At most ${LIMITS.gallery} gallery images`;
  for (const item of value) {
    if (typeof item !== 'string' || item.trim() === '') return GALLERY_ITEM_MESSAGE;
    const [failure] = imageUrl.validate(item.trim());
    if (failure) return failure.message;
  }
  return true;
});
export const imageGallery = withJsonSchema(galleryCheck, {
  anyOf: [
    {
      type: 'string',
      pattern: NOT_BLANK_PATTERN,
      description: `One image URL per line, blank lines dropped: at most ${LIMITS.gallery} (the lines themselves are not checked).`,
    },
    { type: 'array', maxItems: LIMITS.gallery, items: imageUrl.schema },
    { type: 'null' },
  ],
});

/** What is stored for a gallery: split by lines, trimmed, blanks dropped (docs/back-office.md). */
export function normalizeGallery(value: string | string[] | null | undefined): string[] {
  const items = typeof value === 'string' ? value.split(/\r?\n/) : (value ?? []);
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** What is stored of a watch: every field the operator edits (docs/adding-a-watch-field.md). */
export interface WatchRecord {
  brand: string;
  model: string;
  reference: string;
  /** numeric(12,2) travels as a decimal string, e.g. "12500.00" */
  price: string;
  movement: string;
  caseMaterial: string;
  caseSize: string;
  condition: Condition;
  year: number | null;
  collectionId: number;
  slug: string;
  imageUrl: string;
  imageGallery: string[] | null;
  description: string;
  featured: boolean;
  availability: Availability;
  source: string | null;
  sourceId: string | null;
}

export interface WatchFieldSpec {
  /** The field's name on screen. */
  label: string;
  /** The rule a submitted value must pass (the form's and the API's alike). */
  struct: Struct<any, any>;
  /** Read from an eBay listing by an import; `required` ones must be there (or filled by the operator). */
  listing?: 'required' | 'optional';
  /** Left out of a submitted watch, the stored value stays (otherwise an absent optional field is stored as null). */
  keepWhenAbsent?: true;
  /** What the operator typed, as the rule reads it (a price's commas stripped); the client applies it before sending. */
  fromInput?: (text: string) => string;
  /** The stored form of a valid submitted value, when it is not the value trimmed. */
  stored?: (value: any) => unknown;
}

const watchText = requiredText(LIMITS.watchText);

function storedGallery(value: string | string[] | null | undefined): string[] | null {
  const gallery = normalizeGallery(value);
  return gallery.length > 0 ? gallery : null;
}

/**
 * Every watch field and its rule, one entry per field of {@link WatchRecord}, in the form's order: the form
 * and its schema, the import's fields and the labels are all derived from this table.
 */
export const WATCH_FIELDS = {
  brand: { label: 'Brand', struct: watchText, listing: 'required' },
  model: { label: 'Model', struct: watchText, listing: 'required' },
  reference: { label: 'Reference', struct: watchText, listing: 'required' },
  price: { label: 'Price', struct: price, listing: 'required', fromInput: normalizePriceInput, stored: storedPrice },
  movement: { label: 'Movement', struct: watchText, listing: 'required' },
  caseMaterial: { label: 'Case Material', struct: watchText, listing: 'required' },
  caseSize: { label: 'Case Size', struct: watchText, listing: 'required' },
  condition: { label: 'Condition', struct: condition, listing: 'required' },
  year: { label: 'Year', struct: optional(year), listing: 'optional' },
  collectionId: { label: 'Collection', struct: id },
  slug: { label: 'Slug', struct: slug },
  imageUrl: { label: 'Primary Image', struct: imageUrl },
  imageGallery: { label: 'Gallery Images', struct: optional(imageGallery), stored: storedGallery },
  description: { label: 'Description', struct: requiredText(LIMITS.description), listing: 'required' },
  featured: { label: 'Featured Watch', struct: defaulted(boolean(), false) },
  // Left out, a new watch is available and an existing one keeps its state.
  availability: { label: 'Availability', struct: optional(availability), keepWhenAbsent: true },
  source: { label: 'Source', struct: optional(optionalText(LIMITS.source)), keepWhenAbsent: true },
  sourceId: { label: 'Source ID', struct: optional(optionalText(LIMITS.source)), keepWhenAbsent: true },
} as const satisfies { [K in keyof WatchRecord]: WatchFieldSpec };

type WatchFields = typeof WATCH_FIELDS;
export type WatchFieldName = keyof WatchFields;

/** The fields an import reads from a listing (the watch's details), in form order. */
export type ListingFieldName = { [K in WatchFieldName]: WatchFields[K] extends { listing: string } ? K : never }[WatchFieldName];

export const WATCH_FIELD_NAMES = Object.keys(WATCH_FIELDS) as WatchFieldName[];
export const LISTING_FIELD_NAMES = WATCH_FIELD_NAMES.filter(
  (name): name is ListingFieldName => 'listing' in WATCH_FIELDS[name],
);
export const REQUIRED_LISTING_FIELD_NAMES = LISTING_FIELD_NAMES.filter(
  (name) => (WATCH_FIELDS[name] as WatchFieldSpec).listing === 'required',
);

/** Each field's rule, keyed by name: the watch form's schema is `object(WATCH_FIELD_STRUCTS)`. */
export const WATCH_FIELD_STRUCTS = Object.fromEntries(WATCH_FIELD_NAMES.map((name) => [name, WATCH_FIELDS[name].struct])) as {
  [K in WatchFieldName]: WatchFields[K]['struct'];
};

export type WatchFieldStructs = typeof WATCH_FIELD_STRUCTS;
export type WatchFieldValue<K extends WatchFieldName> = Infer<WatchFields[K]['struct']>;

/** Copies the fields of a watch record out of a larger object (an entity, an answer). */
export function pickWatchRecord(source: WatchRecord): WatchRecord {
  return Object.fromEntries(WATCH_FIELD_NAMES.map((name) => [name, source[name]])) as unknown as WatchRecord;
}

/** What a valid submitted watch stores: text trimmed (blank as null), each field's own stored form, absent optional fields null. */
export function watchRecordOf(payload: Partial<Record<WatchFieldName, unknown>>): Partial<WatchRecord> {
  const record: Partial<Record<WatchFieldName, unknown>> = {};
  for (const name of WATCH_FIELD_NAMES) {
    if (payload[name] === undefined && (WATCH_FIELDS[name] as WatchFieldSpec).keepWhenAbsent) continue;
    record[name] = storedValue(name, payload[name]);
  }
  return record as Partial<WatchRecord>;
}

/** What a valid edit of some fields stores (a row edit, a re-import): only the fields given, each as {@link watchRecordOf} stores it. */
export function watchFieldsOf(patch: Partial<Record<WatchFieldName, unknown>>): Partial<WatchRecord> {
  const names = WATCH_FIELD_NAMES.filter((name) => patch[name] !== undefined);
  return Object.fromEntries(names.map((name) => [name, storedValue(name, patch[name])])) as Partial<WatchRecord>;
}

function storedValue(name: WatchFieldName, value: unknown): unknown {
  const spec: WatchFieldSpec = WATCH_FIELDS[name];
  if (spec.stored) return spec.stored(value);
  return typeof value === 'string' ? value.trim() || null : (value ?? null);
}
