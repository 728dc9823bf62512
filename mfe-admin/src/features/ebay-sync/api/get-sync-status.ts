import { API, type EbaySyncStatus } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

/** GET /api/admin/ebay/sync: the last run of the eBay sync and how many prices wait for a decision (docs/ebay-sync.md). */
export function useSyncStatus() {
  return useApi<EbaySyncStatus>(API.admin.marketplace.sync);
}
