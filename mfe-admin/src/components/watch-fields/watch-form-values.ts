import type { Struct } from 'superstruct';
import {
  check,
  normalizeGallery,
  WATCH_FIELD_NAMES,
  WATCH_FIELDS,
  watchFormSchema,
  type FieldErrors,
  type Watch,
  type WatchFieldName,
  type WatchFormPayload,
  type WatchRecord,
} from '@caliber/contracts';

/** What the watch dialog edits: every field as its control holds it, plus the Auto-generate switch (never sent). */
export type WatchFormValues = { [K in WatchFieldName]: WatchRecord[K] extends boolean ? boolean : string } & { autoSlug: boolean };

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
  availability: 'available',
  source: '',
  sourceId: '',
};

/** A stored value as its control shows it: absent as blank, a gallery one URL per line. */
export function controlValueOf(value: WatchRecord[WatchFieldName] | ''): string | boolean {
  if (typeof value === 'boolean') return value;
  if (value === null) return '';
  return Array.isArray(value) ? value.join('\n') : String(value);
}

/** An existing watch loaded for editing: slug auto-generation off (docs/back-office.md). */
export function watchToFormValues(watch: Watch): WatchFormValues {
  const values = Object.fromEntries(WATCH_FIELD_NAMES.map((name) => [name, controlValueOf(watch[name])]));
  return { ...values, autoSlug: false } as WatchFormValues;
}

/** Fields whose empty choice should read 'Required' rather than the schema's list of options. */
const SELECTS = ['condition', 'collectionId'] as const;

/** Each field's typed text as its rule reads it (a price loses its commas), as the client sends it. */
export function fromInputs<V extends Partial<WatchFormValues>>(values: V): V {
  const read: Record<string, unknown> = { ...values };
  for (const name of WATCH_FIELD_NAMES) {
    const { fromInput } = WATCH_FIELDS[name] as { fromInput?: (text: string) => string };
    const value = read[name];
    if (fromInput && typeof value === 'string') read[name] = fromInput(value);
  }
  return read as V;
}

function checkWatch(values: WatchFormValues) {
  return check(watchFormSchema, fromInputs(values));
}

/** react-final-form `validate` of some watch fields: their rules (`schema`) on the values as they will be sent. */
export function validateWatchFields<V extends Partial<WatchFormValues>>(schema: Struct<any, any>, values: V): FieldErrors | undefined {
  const result = check(schema, fromInputs(values));
  if (result.ok) return undefined;
  const errors = { ...result.errors };
  for (const field of SELECTS) if (errors[field] && !values[field]) errors[field] = 'Required';
  return errors;
}

/** The watch dialog's `validate`: the BFF's schema on the values as they will be sent (commas stripped). */
export function validateWatchForm(values: WatchFormValues): FieldErrors | undefined {
  return validateWatchFields(watchFormSchema, values);
}

/** The body of POST/PUT: checked and coerced, the gallery split by lines, trimmed, blanks dropped (docs/back-office.md). */
export function toWatchPayload(values: WatchFormValues): WatchFormPayload {
  const result = checkWatch(values);
  if (!result.ok) throw new Error(result.message);
  return { ...result.value, imageGallery: normalizeGallery(result.value.imageGallery) };
}
