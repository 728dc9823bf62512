import {
  API,
  type ManagedSearchAlerts,
  type SearchAlertConfirmed,
  type SearchAlertDeleted,
  type SearchAlertManageLinkSent,
  type SearchAlertPayload,
  type SearchAlertRequested,
} from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';

export function requestSearchAlert(payload: SearchAlertPayload): Promise<SearchAlertRequested> {
  return mutateApi<SearchAlertRequested>(API.searchAlerts, { method: 'POST', body: payload });
}

export function confirmSearchAlert(token: string): Promise<SearchAlertConfirmed> {
  return mutateApi<SearchAlertConfirmed>(API.confirmSearchAlert, { method: 'POST', body: { token } });
}

export function unsubscribeSearchAlert(token: string): Promise<SearchAlertDeleted> {
  return mutateApi<SearchAlertDeleted>(API.unsubscribeSearchAlert, { method: 'POST', body: { token } });
}

/** The token goes in the body, never in the address, so no log keeps it (docs/security.md). */
export function listSearchAlerts(token: string): Promise<ManagedSearchAlerts> {
  return mutateApi<ManagedSearchAlerts>(API.manageSearchAlerts, { method: 'POST', body: { token } });
}

export function deleteSearchAlert(id: number, token: string): Promise<SearchAlertDeleted> {
  return mutateApi<SearchAlertDeleted>(API.searchAlert(id), { method: 'DELETE', body: { token } });
}

/** From an expired manage link's page: a new link is mailed to the address the old one was sent to. */
export function requestManageLink(token: string): Promise<SearchAlertManageLinkSent> {
  return mutateApi<SearchAlertManageLinkSent>(API.searchAlertsManageLink, { method: 'POST', body: { token } });
}
