import { API, type Stats } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

/** GET /api/admin/stats, read while the Dashboard tab is open; revalidatePublic refreshes it after writes. */
export function useStats() {
  return useApi<Stats>(API.admin.stats);
}
