import { API, type Watch } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

export const adminWatchesKey = API.admin.watches;

/** GET /api/admin/watches (with collectionName), read while the Watches tab is open. */
export function useAdminWatches() {
  return useApi<Watch[]>(adminWatchesKey);
}
