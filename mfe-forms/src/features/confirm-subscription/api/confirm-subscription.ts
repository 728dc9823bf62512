import { API, type ConfirmSubscriptionResult } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';

/** POST /api/subscriptions/confirm with the token of the confirmation e-mail's link. */
export function confirmSubscription(token: string): Promise<ConfirmSubscriptionResult> {
  return mutateApi<ConfirmSubscriptionResult>(API.confirmSubscription, { method: 'POST', body: { token } });
}
