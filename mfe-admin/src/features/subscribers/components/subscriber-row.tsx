import type { Subscription } from '@caliber/contracts';
import { Badge } from '@caliber/ui';
import { Trash2 } from 'lucide-react';
import { IconButton } from '../../../components/icon-button';
import { formatDate } from '../../../lib/format';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { deleteSubscription } from '../api/delete-subscription';

const DELETE_SUBSCRIBER_QUESTION = 'Are you sure you want to remove this subscriber?';

/** One subscriber with the date they signed up, whether they left (and when), and a delete button (after a confirm). */
export function SubscriberRow({ subscription }: { subscription: Subscription }) {
  const { pending, onDelete } = useConfirmedDelete({
    question: DELETE_SUBSCRIBER_QUESTION,
    remove: () => deleteSubscription(subscription.id),
    success: 'Subscriber removed successfully',
    failure: 'Failed to remove subscriber',
  });

  return (
    <tr>
      <td>{subscription.email}</td>
      <td>
        <time dateTime={subscription.createdAt}>{formatDate(subscription.createdAt)}</time>
      </td>
      <td>
        {subscription.unsubscribedAt ? (
          <Badge tone="danger">
            Unsubscribed <time dateTime={subscription.unsubscribedAt}>{formatDate(subscription.unsubscribedAt)}</time>
          </Badge>
        ) : (
          <Badge tone="success">Subscribed</Badge>
        )}
      </td>
      <td>
        <IconButton type="button" data-tone="danger" aria-label={`Remove ${subscription.email}`} onClick={onDelete} disabled={pending}>
          <Trash2 size={18} aria-hidden />
        </IconButton>
      </td>
    </tr>
  );
}
