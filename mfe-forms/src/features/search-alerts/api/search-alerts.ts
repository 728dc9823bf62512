import {
  API,
  type ManagedSearchAlerts,
  type SearchAlertConfirmed,
  type SearchAlertDeleted,
  type SearchAlertPayload,
  type SearchAlertRequested,
} from '@caliber/contracts';
import { apiFetch, mutateApi } from '@caliber/ui';

export function requestSearchAlert(payload: SearchAlertPayload): Promise<SearchAlertRequested> {
  return mutateApi<SearchAlertRequested>(API.searchAlerts, { method: 'POST', body: payload });
}

export function confirmSearchAlert(token: string): Promise<SearchAlertConfirmed> {
  return mutateApi<SearchAlertConfirmed>(API.confirmSearchAlert, { method: 'POST', body: { token } });
}

export function unsubscribeSearchAlert(token: string): Promise<SearchAlertDeleted> {
  return mutateApi<SearchAlertDeleted>(API.unsubscribeSearchAlert, { method: 'POST', body: { token } });
}

export function listSearchAlerts(token: string): Promise<ManagedSearchAlerts> {
  return apiFetch<ManagedSearchAlerts>(API.manageSearchAlerts(token));
}

export function deleteSearchAlert(id: number, token: string): Promise<SearchAlertDeleted> {
  return mutateApi<SearchAlertDeleted>(API.searchAlert(id, token), { method: 'DELETE' });
}
