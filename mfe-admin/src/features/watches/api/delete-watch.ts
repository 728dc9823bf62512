import { API } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { refreshAfterWrite } from '../../../lib/refresh';
import { adminWatchesKey } from './get-admin-watches';

/** DELETE /api/admin/watches/{id} → 204. */
export async function deleteWatch(id: number): Promise<void> {
  await mutateApi(API.admin.watch(id), { method: 'DELETE' });
  await refreshAfterWrite({ revalidate: [adminWatchesKey] });
}
