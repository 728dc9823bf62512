import { API } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { adminCollectionsKey } from '../../../api/get-admin-collections';
import { refreshAfterWrite } from '../../../lib/refresh';

/** DELETE /api/admin/collections/{id} → 204, or 409 while it still holds watches. */
export async function deleteCollection(id: number): Promise<void> {
  await mutateApi(API.admin.collection(id), { method: 'DELETE' });
  await refreshAfterWrite({ revalidate: [adminCollectionsKey] });
}
