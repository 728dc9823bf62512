import { API, type Collection, type CollectionFormPayload } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { adminCollectionsKey } from '../../../api/get-admin-collections';
import { refreshAfterWrite } from '../../../lib/refresh';

/** POST /api/admin/collections {name, description, imageUrl, slug} → 201 with the collection. */
export async function createCollection(payload: Omit<CollectionFormPayload, 'displayOrder'>): Promise<Collection> {
  const collection = await mutateApi<Collection>(API.admin.collections, { body: payload });
  await refreshAfterWrite({ revalidate: [adminCollectionsKey] });
  return collection;
}
