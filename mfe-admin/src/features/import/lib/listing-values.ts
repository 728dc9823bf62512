import {
  check,
  LISTING_FIELD_NAMES,
  listingFieldsSchema,
  REQUIRED_LISTING_FIELD_NAMES,
  watchOverridesSchema,
  type FieldErrors,
  type ListingFieldName,
  type ListingFields,
  type WatchOverrides,
} from '@caliber/contracts';
import { controlValueOf, validateWatchFields, type WatchFormValues } from '../../../components/watch-fields/watch-form-values';

/** A preview's details as the watch form's controls hold them; what 'Save Changes' keeps and the import sends. */
export type ListingValues = Pick<WatchFormValues, ListingFieldName>;

/** The listing's own details, as the preview starts. */
export function listingValuesOf(listing: ListingFields): ListingValues {
  return Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, controlValueOf(listing[name])])) as ListingValues;
}

/** The fields the listing did not give (the preview marks them). */
export function unprovidedFields(listing: ListingFields): ListingFieldName[] {
  return LISTING_FIELD_NAMES.filter((name) => listing[name] === '' || listing[name] === null);
}

/** Required fields still blank: the import would be refused until they are filled in. */
export function unfilledFields(values: ListingValues): ListingFieldName[] {
  return REQUIRED_LISTING_FIELD_NAMES.filter((name) => values[name].trim() === '');
}

/** 'Save Changes' checks every field by the watch's own rule: a required one must be filled in. */
export function validateListingValues(values: ListingValues): FieldErrors | undefined {
  return validateWatchFields(listingFieldsSchema, values);
}

/**
 * The `editedData` / `customData` of an import: the details the operator was shown, so the watch is what
 * the preview said; a blank field is left out and the server keeps its own reading.
 */
export function overridesOf(values: ListingValues): WatchOverrides {
  const result = check(watchOverridesSchema, values);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}
