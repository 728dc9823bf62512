import { API, type SubscriptionPayload, type SubscriptionResult } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';

export function createSubscription(payload: SubscriptionPayload): Promise<SubscriptionResult> {
  return mutateApi<SubscriptionResult>(API.subscriptions, { method: 'POST', body: payload });
}
