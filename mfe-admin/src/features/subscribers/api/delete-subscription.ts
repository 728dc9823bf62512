import { API } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { revalidateKey } from '../../../lib/refresh';
import { subscriptionsKey } from './get-subscriptions';

/** DELETE /api/admin/subscriptions/{id}, then reload the list. */
export async function deleteSubscription(id: number): Promise<void> {
  await mutateApi(API.admin.subscription(id), { method: 'DELETE' });
  await revalidateKey(subscriptionsKey);
}
