import { API, type Collection, type ReorderPayload } from '@caliber/contracts';
import { mutateApi, revalidatePublic } from '@caliber/ui';
import { mutate } from 'swr';
import { adminCollectionsKey } from '../../../api/get-admin-collections';

/** PUT /api/admin/collections/reorder → 200 with the collections in their new order. */
export async function reorderCollections(payload: ReorderPayload): Promise<Collection[]> {
  const collections = await mutateApi<Collection[]>(API.admin.reorderCollections, { method: 'PUT', body: payload });
  await Promise.all([mutate(adminCollectionsKey, collections, { revalidate: false }), revalidatePublic()]);
  return collections;
}
