import { API, type SearchAlertGroup } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

/** GET /api/admin/search-alerts: the searches collectors wait for, most wanted first. */
export function useSearchAlertGroups() {
  return useApi<SearchAlertGroup[]>(API.admin.searchAlerts);
}
