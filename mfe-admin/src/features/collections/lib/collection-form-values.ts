import { check, collectionFormSchema, slugify, type Collection, type CollectionFormPayload, type FieldErrors } from '@caliber/contracts';

export interface CollectionFormValues {
  name: string;
  description: string;
  imageUrl: string;
  slug: string;
}

export const NEW_COLLECTION_VALUES: CollectionFormValues = { name: '', description: '', imageUrl: '', slug: '' };

export function collectionToFormValues(collection: Collection): CollectionFormValues {
  return { name: collection.name, description: collection.description, imageUrl: collection.imageUrl, slug: collection.slug };
}

/** A blank slug is filled from the name when the name field is left (the operator may still change it). */
export function suggestSlug(values: CollectionFormValues): string | null {
  return values.slug.trim() === '' && values.name.trim() !== '' ? slugify(values.name) : null;
}

export function validateCollectionForm(values: CollectionFormValues): FieldErrors | undefined {
  const result = check(collectionFormSchema, values);
  return result.ok ? undefined : result.errors;
}

/** The body to send; an edit keeps the collection's place in the display order. */
export function toCollectionPayload(values: CollectionFormValues, displayOrder = 0): CollectionFormPayload {
  const result = check(collectionFormSchema, { ...values, displayOrder });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}
