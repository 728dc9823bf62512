import { IMPORT_ACTIONS, REQUIRED_LISTING_FIELD_NAMES, WATCH_FIELDS, type ListingFields, type MissingField } from '@caliber/contracts';
import type { WatchDraft } from '@caliber/marketplace';
import { JobInputError } from '../queues/job-failure.js';

/** The watch fields of a mapped listing (pictures apart). */
export function fieldsOf(draft: WatchDraft): ListingFields {
  const { imageUrls: _pictures, ...fields } = draft;
  return fields;
}

/** The required fields still empty, and 'images' when the listing has no picture. */
export function missingFields(fields: ListingFields, imageCount: number): MissingField[] {
  const missing: MissingField[] = REQUIRED_LISTING_FIELD_NAMES.filter((field) => fields[field] === '' || fields[field] === null);
  return imageCount === 0 ? [...missing, 'images'] : missing;
}

const labelOf = (field: MissingField) => (field === 'images' ? 'pictures' : WATCH_FIELDS[field].label.toLowerCase());

/** "reference", "reference or case size", "movement, case size or pictures". */
function listOf(missing: MissingField[], conjunction: 'or' | 'and'): string {
  const names = missing.map(labelOf);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}` : names[0];
}

/** Where the import was asked from: a preview ('Import by Item ID', 'Import by URL') or a store import. */
export type ImportOrigin = 'preview' | 'store';

/**
 * Why a listing cannot be imported and what to do, naming only actions that exist (docs/back-office.md):
 * fields are filled in a preview with Edit Details (a store import's skipped listing opens in the item-id
 * preview first); pictures can only be added on eBay.
 */
export function missingMessage(missing: MissingField[], origin: ImportOrigin): string {
  const fields = missing.filter((field) => field !== 'images');
  const steps: string[] = [];
  if (missing.includes('images')) steps.push('add pictures to the listing on eBay');
  if (origin === 'store' && fields.length > 0) steps.push(`use '${IMPORT_ACTIONS.openInItemPreview}'`);
  if (fields.length > 0) {
    const what = steps.length > 0 ? `in the ${listOf(fields, 'and')}` : `${fields.length > 1 ? 'them' : 'it'} in`;
    steps.push(`fill ${what} with '${IMPORT_ACTIONS.editDetails}'`);
  }
  return `The listing gives no ${listOf(missing, 'or')}; ${steps.join(', ')}, then import it`;
}

/** A listing lacking what a watch needs (400); carries the fields so a store import can list them. */
export class MissingFieldsError extends JobInputError {
  constructor(readonly missing: MissingField[]) {
    super(missingMessage(missing, 'preview'));
    this.name = 'MissingFieldsError';
  }
}
