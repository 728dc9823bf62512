import { API } from '@caliber/contracts';
import { Button, VisuallyHidden } from '@caliber/ui';
import { Download } from 'lucide-react';
import styled from 'styled-components';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PanelHeader } from '../../../components/panel-header';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriberRow } from './subscriber-row';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Newsletter subscribers: the list, a CSV export and removal of one. */
export function SubscribersList() {
  const { data, error, mutate } = useSubscriptions();

  return (
    <section>
      <PanelHeader
        title="Newsletter Subscribers"
        description={data ? `${data.length} ${data.length === 1 ? 'subscriber' : 'subscribers'}` : undefined}
        actions={
          <Button as="a" href={API.admin.subscriptionsCsv} download variant="secondary" size="sm">
            <Download size={16} aria-hidden />
            Export CSV
          </Button>
        }
      />
      {error ? (
        <LoadError what="subscribers" error={error} onRetry={() => mutate()} />
      ) : !data ? (
        <Muted role="status">Loading subscribers...</Muted>
      ) : data.length === 0 ? (
        <EmptyState>No subscribers yet</EmptyState>
      ) : (
        <DataTable caption="Newsletter subscribers">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Subscribed</th>
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((subscription) => (
              <SubscriberRow key={subscription.id} subscription={subscription} />
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
