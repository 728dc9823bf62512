import type { Subscription } from '@caliber/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../../components/icon-button';
import { formatDate } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { deleteSubscription } from '../api/delete-subscription';

export const DELETE_SUBSCRIBER_QUESTION = 'Are you sure you want to remove this subscriber?';

/** One subscriber with the date they signed up and a delete button (after a confirm). */
export function SubscriberRow({ subscription }: { subscription: Subscription }) {
  const [pending, setPending] = useState(false);

  const onDelete = async () => {
    if (!window.confirm(DELETE_SUBSCRIBER_QUESTION)) return;
    setPending(true);
    try {
      await deleteSubscription(subscription.id);
      notifySuccess('Subscriber removed successfully');
    } catch (error) {
      notifyFailure('Failed to remove subscriber', error);
      setPending(false);
    }
  };

  return (
    <tr>
      <td>{subscription.email}</td>
      <td>
        <time dateTime={subscription.createdAt}>{formatDate(subscription.createdAt)}</time>
      </td>
      <td>
        <IconButton type="button" data-tone="danger" aria-label={`Remove ${subscription.email}`} onClick={onDelete} disabled={pending}>
          <Trash2 size={18} aria-hidden />
        </IconButton>
      </td>
    </tr>
  );
}
