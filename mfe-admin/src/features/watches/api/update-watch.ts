import { API, type Watch, type WatchFieldPatch, type WatchFormPayload } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { refreshAfterWrite } from '../../../lib/refresh';
import { adminWatchesKey } from './get-admin-watches';

/**
 * PUT /api/admin/watches/{id} → 200 with the watch. The body is the full watch, or exactly one of
 * brand, model, reference, price, featured or availability (a row edit; the server then keeps the slug).
 */
export async function updateWatch(id: number, body: WatchFormPayload | WatchFieldPatch): Promise<Watch> {
  const watch = await mutateApi<Watch>(API.admin.watch(id), { method: 'PUT', body });
  await refreshAfterWrite({ revalidate: [adminWatchesKey] });
  return watch;
}
