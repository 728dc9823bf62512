import { API, type Collection, type CollectionFormPayload } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { adminCollectionsKey } from '../../../api/get-admin-collections';
import { refreshAfterWrite } from '../../../lib/refresh';

/** PUT /api/admin/collections/{id} → 200. The watch list shows collection names, so it is read anew. */
export async function updateCollection(id: number, payload: CollectionFormPayload): Promise<Collection> {
  const collection = await mutateApi<Collection>(API.admin.collection(id), { method: 'PUT', body: payload });
  await refreshAfterWrite({ revalidate: [adminCollectionsKey], drop: [API.admin.watches] });
  return collection;
}
