import { array, boolean, coerce, defaulted, define, enums, number, object, optional, type Infer } from 'superstruct';
import { CONDITIONS, INQUIRY_KINDS } from './entities.js';
import {
  email,
  id,
  imageUrl,
  LIMITS,
  nonNegativeInteger,
  numberFromInput,
  optionalText,
  REQUIRED_MESSAGE,
  requiredText,
} from './fields.js';
import { PRICE_PATTERN } from './price.js';
import { isReservedSlug, SLUG_PATTERN } from './slug.js';

export const GALLERY_STRING_MESSAGE = 'At least one gallery image URL is required';
export const GALLERY_ITEM_MESSAGE = 'Image URL cannot be empty';

export const subscriptionSchema = object({ email: email() });
export type SubscriptionPayload = Infer<typeof subscriptionSchema>;

export const inquirySchema = object({
  name: requiredText(LIMITS.name),
  email: email(),
  phone: optionalText(LIMITS.phone),
  message: requiredText(LIMITS.message),
  watchId: optional(id),
  kind: optional(enums(INQUIRY_KINDS)),
});
export type InquiryPayload = Infer<typeof inquirySchema>;

export const price = coerce(
  define<string>('price', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return REQUIRED_MESSAGE;
    return PRICE_PATTERN.test(value) || 'Enter a price in dollars, such as 12500 or 12500.00';
  }),
  number(),
  (value) => String(value),
);

export const slug = define<string>('slug', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return REQUIRED_MESSAGE;
  if (value.length > LIMITS.slug) return `Must be at most ${LIMITS.slug} characters`;
  if (!SLUG_PATTERN.test(value)) return 'Use lower-case letters, digits and single hyphens only';
  return !isReservedSlug(value) || `The slug "${value}" is reserved`;
});

/** imageGallery: a newline-separated string from the text area, or a list from multi-upload (docs/back-office.md). */
export const imageGallery = define<string | string[] | null | undefined>('imageGallery', (value) => {
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

/** What is stored for a gallery: split by lines, trimmed, blanks dropped (docs/back-office.md). */
export function normalizeGallery(value: string | string[] | null | undefined): string[] {
  const items = typeof value === 'string' ? value.split(/\r?\n/) : (value ?? []);
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

const year = optional(
  numberFromInput(
    define<number>('year', (value) => {
      const max = new Date().getFullYear() + 1;
      return (
        (typeof value === 'number' && Number.isInteger(value) && value >= 1800 && value <= max) ||
        `Enter a year between 1800 and ${max}`
      );
    }),
  ),
);

const watchText = requiredText(LIMITS.watchText);

export const watchFormSchema = object({
  brand: watchText,
  model: watchText,
  reference: watchText,
  price,
  movement: watchText,
  caseMaterial: watchText,
  caseSize: watchText,
  condition: define<(typeof CONDITIONS)[number]>(
    'condition',
    (value) => (CONDITIONS as readonly unknown[]).includes(value) || `Choose one of: ${CONDITIONS.join(', ')}`,
  ),
  year,
  description: requiredText(LIMITS.description),
  imageUrl,
  imageGallery: optional(imageGallery),
  collectionId: id,
  featured: defaulted(boolean(), false),
  slug,
  source: optional(optionalText(40)),
  sourceId: optional(optionalText(40)),
});
export type WatchFormPayload = Infer<typeof watchFormSchema>;

/** The fields the Watch Inventory table edits in place. */
export const INLINE_EDIT_FIELDS = ['brand', 'model', 'reference', 'price'] as const;
export type InlineEditField = (typeof INLINE_EDIT_FIELDS)[number];

const inlineFieldStructs = { brand: watchText, model: watchText, reference: watchText, price } as const;

/** An inline edit: exactly one of brand, model, reference or price. */
export const watchFieldPatchSchema = define<Partial<Record<InlineEditField, string>>>('watchFieldPatch', (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Expected a JSON object';
  const keys = Object.keys(value);
  const field = keys[0] as InlineEditField;
  if (keys.length !== 1 || !INLINE_EDIT_FIELDS.includes(field)) {
    return `Send the full watch, or exactly one of: ${INLINE_EDIT_FIELDS.join(', ')}`;
  }
  const [failure] = inlineFieldStructs[field].validate((value as Record<string, unknown>)[field], { coerce: true });
  return failure ? `${field}: ${failure.message}` : true;
});

/** True when a PUT body holds only inline-editable fields, so it is read (and checked) as an inline edit. */
export function isInlineEdit(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length > 0 && keys.every((key) => (INLINE_EDIT_FIELDS as readonly string[]).includes(key));
}

export const collectionFormSchema = object({
  name: requiredText(LIMITS.name),
  description: requiredText(LIMITS.collectionDescription),
  imageUrl,
  slug,
  // Absent on an edit keeps the current position; a new collection starts at 0.
  displayOrder: optional(nonNegativeInteger),
});
export type CollectionFormPayload = Infer<typeof collectionFormSchema>;

export const reorderSchema = object({
  collectionOrders: array(object({ id, displayOrder: nonNegativeInteger })),
});
export type ReorderPayload = Infer<typeof reorderSchema>;

export const loginSchema = object({
  username: requiredText(LIMITS.username),
  password: requiredText(LIMITS.password),
});
export type LoginPayload = Infer<typeof loginSchema>;

export const inquiryListQuerySchema = object({
  page: defaulted(numberFromInput(define<number>('page', (v) => (Number.isInteger(v) && (v as number) >= 1) || 'Must be 1 or more')), 1),
  pageSize: defaulted(
    numberFromInput(define<number>('pageSize', (v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 100) || 'Must be from 1 to 100')),
    25,
  ),
  kind: optional(enums(INQUIRY_KINDS)),
});
