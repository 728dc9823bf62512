import { check, normalizePriceInput, watchFieldPatchSchema, type InlineEditField } from '@caliber/contracts';
import { notifyFailure } from '../../../lib/notify';
import { saveRowEdit } from './save-row-edit';

/** The value as sent: a price loses its commas, text is trimmed. */
function inlineValue(field: InlineEditField, draft: string): string {
  return field === 'price' ? normalizePriceInput(draft) : draft.trim();
}

/** Inline edit: PUT with that one field, then 'Field updated successfully' or 'Failed to update field'. */
export async function saveWatchField(id: number, field: InlineEditField, draft: string): Promise<boolean> {
  const patch = { [field]: inlineValue(field, draft) };
  const result = check(watchFieldPatchSchema, patch);
  if (!result.ok) {
    notifyFailure('Failed to update field', undefined, result.message);
    return false;
  }
  return saveRowEdit(id, patch);
}
