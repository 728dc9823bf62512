import { API, type Watch, type WatchFormPayload } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { refreshAfterWrite } from '../../../lib/refresh';
import { adminWatchesKey } from './get-admin-watches';

/** POST /api/admin/watches → 201 with the watch. */
export async function createWatch(payload: WatchFormPayload): Promise<Watch> {
  const watch = await mutateApi<Watch>(API.admin.watches, { body: payload });
  await refreshAfterWrite({ revalidate: [adminWatchesKey] });
  return watch;
}
