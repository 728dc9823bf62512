import { API, VIEWINGS, type Viewing, type ViewingBooked, type ViewingCancelled, type ViewingRequest, type ViewingSlots } from '@caliber/contracts';
import { mutateApi, useApi } from '@caliber/ui';

/** Days of slots the form offers. */
const DAYS_SHOWN = 14;

/**
 * The free slots from yesterday (UTC), which covers today in any shop time zone: the BFF leaves out the
 * slots that have begun. Read in the browser only: they change with every booking.
 */
export function useViewingSlots(today: string | null) {
  const from = today === null ? null : new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return useApi<ViewingSlots>(from === null ? null : `${API.viewingSlots}?from=${from}&days=${Math.min(DAYS_SHOWN + 1, VIEWINGS.maxDays)}`);
}

export function bookViewing(payload: ViewingRequest): Promise<ViewingBooked> {
  return mutateApi<ViewingBooked>(API.viewings, { method: 'POST', body: payload });
}

/** POST /api/viewings/manage: the viewing a confirmation e-mail's token names. */
export function findViewing(token: string): Promise<Viewing> {
  return mutateApi<Viewing>(API.manageViewing, { method: 'POST', body: { token } });
}

export function cancelViewing(token: string): Promise<ViewingCancelled> {
  return mutateApi<ViewingCancelled>(API.cancelViewing, { method: 'POST', body: { token } });
}

export function rescheduleViewing(token: string, start: string): Promise<ViewingBooked> {
  return mutateApi<ViewingBooked>(API.rescheduleViewing, { method: 'POST', body: { token, start } });
}
