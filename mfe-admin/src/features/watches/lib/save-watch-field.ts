import { check, WATCH_FIELDS, watchFieldPatchSchema, type InlineEditField, type WatchFieldSpec } from '@caliber/contracts';
import { notifyFailure } from '../../../lib/notify';
import { saveRowEdit } from './save-row-edit';

/** The value as sent: the field's own reading of what was typed (a price loses its commas), or the text trimmed. */
function inlineValue(field: InlineEditField, draft: string): string {
  const spec: WatchFieldSpec = WATCH_FIELDS[field];
  return spec.fromInput ? spec.fromInput(draft) : draft.trim();
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
