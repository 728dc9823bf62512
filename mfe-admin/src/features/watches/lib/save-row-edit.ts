import type { WatchFieldPatch } from '@caliber/contracts';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { updateWatch } from '../api/update-watch';

/** A row edit: PUT with that one field, then 'Field updated successfully' or 'Failed to update field'; whether it saved. */
export async function saveRowEdit(id: number, patch: WatchFieldPatch): Promise<boolean> {
  try {
    await updateWatch(id, patch);
    notifySuccess('Field updated successfully');
    return true;
  } catch (error) {
    notifyFailure('Failed to update field', error);
    return false;
  }
}
