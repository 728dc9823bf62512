import { API, type UnsubscribeResult } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';

/** POST /api/unsubscribe with the token of the e-mail's link. */
export function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return mutateApi<UnsubscribeResult>(API.unsubscribe, { method: 'POST', body: { token } });
}
