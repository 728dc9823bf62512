import { check, normalizeGallery, normalizePriceInput, watchFormSchema, type FieldErrors, type Watch, type WatchFormPayload } from '@caliber/contracts';

/** What the watch dialog edits: every control's text, plus the Auto-generate switch (never sent). */
export interface WatchFormValues {
  brand: string;
  model: string;
  reference: string;
  price: string;
  movement: string;
  caseMaterial: string;
  caseSize: string;
  condition: string;
  year: string;
  collectionId: string;
  slug: string;
  autoSlug: boolean;
  imageUrl: string;
  /** Newline-separated URLs, as in the text area. */
  imageGallery: string;
  description: string;
  featured: boolean;
  source?: string | null;
  sourceId?: string | null;
}

/** A new watch: slug auto-generation on (docs/back-office.md). */
export const NEW_WATCH_VALUES: WatchFormValues = {
  brand: '',
  model: '',
  reference: '',
  price: '',
  movement: '',
  caseMaterial: '',
  caseSize: '',
  condition: '',
  year: '',
  collectionId: '',
  slug: '',
  autoSlug: true,
  imageUrl: '',
  imageGallery: '',
  description: '',
  featured: false,
};

/** An existing watch loaded for editing: slug auto-generation off (docs/back-office.md). */
export function watchToFormValues(watch: Watch): WatchFormValues {
  return {
    brand: watch.brand,
    model: watch.model,
    reference: watch.reference,
    price: watch.price,
    movement: watch.movement,
    caseMaterial: watch.caseMaterial,
    caseSize: watch.caseSize,
    condition: watch.condition,
    year: watch.year === null ? '' : String(watch.year),
    collectionId: String(watch.collectionId),
    slug: watch.slug,
    autoSlug: false,
    imageUrl: watch.imageUrl,
    imageGallery: (watch.imageGallery ?? []).join('\n'),
    description: watch.description,
    featured: watch.featured,
    source: watch.source,
    sourceId: watch.sourceId,
  };
}

/** Fields whose empty choice should read 'Required' rather than the schema's list of options. */
const SELECTS = ['condition', 'collectionId'] as const;

function checkWatch(values: WatchFormValues) {
  return check(watchFormSchema, { ...values, price: normalizePriceInput(values.price) });
}

/** react-final-form `validate`: the BFF's schema on the values as they will be sent (commas stripped). */
export function validateWatchForm(values: WatchFormValues): FieldErrors | undefined {
  const result = checkWatch(values);
  if (result.ok) return undefined;
  const errors = { ...result.errors };
  for (const field of SELECTS) if (errors[field] && !values[field]) errors[field] = 'Required';
  return errors;
}

/** The body of POST/PUT: checked and coerced, the gallery split by lines, trimmed, blanks dropped (docs/back-office.md). */
export function toWatchPayload(values: WatchFormValues): WatchFormPayload {
  const result = checkWatch(values);
  if (!result.ok) throw new Error(result.message);
  return { ...result.value, imageGallery: normalizeGallery(result.value.imageGallery) };
}
