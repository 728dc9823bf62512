import { API, type Subscription } from '@caliber/contracts';
import { Button, VisuallyHidden } from '@caliber/ui';
import { Download } from 'lucide-react';
import { DataTable } from '../../../components/data-table';
import { ListStates } from '../../../components/list-states';
import { PanelHeader } from '../../../components/panel-header';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriberRow } from './subscriber-row';

function describe(subscriptions: Subscription[]): string {
  const left = subscriptions.filter((subscription) => subscription.unsubscribedAt).length;
  const subscribed = subscriptions.length - left;
  return `${subscribed} ${subscribed === 1 ? 'subscriber' : 'subscribers'}${left ? `, ${left} unsubscribed` : ''}`;
}

/** Newsletter subscribers and those who left: the list, a CSV export of the current ones and removal of one. */
export function SubscribersList() {
  const { data, error, mutate } = useSubscriptions();

  return (
    <section>
      <PanelHeader
        title="Newsletter Subscribers"
        description={data ? describe(data) : undefined}
        actions={
          <Button as="a" href={API.admin.subscriptionsCsv} download variant="secondary" size="sm">
            <Download size={16} aria-hidden />
            Export CSV
          </Button>
        }
      />
      <ListStates what="subscribers" items={data} error={error} onRetry={() => mutate()} empty="No subscribers yet">
        {(subscriptions) => (
          <DataTable caption="Newsletter subscribers">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Subscribed</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((subscription) => (
                <SubscriberRow key={subscription.id} subscription={subscription} />
              ))}
            </tbody>
          </DataTable>
        )}
      </ListStates>
    </section>
  );
}
