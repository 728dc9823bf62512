import { API, type ViewingAgenda, type ViewingRange, type ViewingSettings } from '@caliber/contracts';
import { mutateApi, useApi } from '@caliber/ui';

/** GET /api/admin/viewings: today's or this week's booked viewings, soonest first. */
export function useViewingAgenda(range: ViewingRange) {
  return useApi<ViewingAgenda>(`${API.admin.viewings}?range=${range}`);
}

/** POST /api/admin/viewings/{id}/cancel: the collector is told by e-mail. */
export function cancelViewing(id: number): Promise<unknown> {
  return mutateApi(API.admin.cancelViewing(id), { method: 'POST' });
}

export function useViewingSettings() {
  return useApi<ViewingSettings>(API.admin.viewingSettings);
}

export function saveViewingSettings(settings: ViewingSettings): Promise<ViewingSettings> {
  return mutateApi<ViewingSettings>(API.admin.viewingSettings, { method: 'PUT', body: settings });
}
