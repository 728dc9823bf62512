import { API, type Subscription } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

export const subscriptionsKey = API.admin.subscriptions;

/** GET /api/admin/subscriptions: every newsletter subscriber. */
export function useSubscriptions() {
  return useApi<Subscription[]>(subscriptionsKey);
}
