import { VIEWING_RANGES, type AdminViewing, type ViewingRange } from '@caliber/contracts';
import { Button, toast, VisuallyHidden } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { ListStates } from '../../../components/list-states';
import { PanelHeader } from '../../../components/panel-header';
import { cancelViewing, useViewingAgenda } from '../api/viewings';
import { ViewingSettingsForm } from './viewing-settings-form';

const RANGE_LABELS: Record<ViewingRange, string> = { today: 'Today', week: 'This Week' };

/** The Viewings tab (docs/viewings.md): the agenda of today or this week, with cancel, and the viewing hours. */
export function ViewingsPanel() {
  const [range, setRange] = useState<ViewingRange>('today');
  const { data, error, mutate } = useViewingAgenda(range);
  const [cancelling, setCancelling] = useState<AdminViewing | null>(null);
  const time = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { timeZone: data?.timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));

  const confirmCancel = async () => {
    const viewing = cancelling!;
    setCancelling(null);
    try {
      await cancelViewing(viewing.id);
      toast({ title: 'Viewing cancelled', description: `${viewing.name} has been told by e-mail.` });
    } catch {
      toast({ title: 'Error', description: 'The viewing could not be cancelled. Please try again.', variant: 'destructive' });
    }
    await mutate();
  };

  return (
    <Stack>
      <section>
        <PanelHeader
          title="Viewings"
          description={data ? `${data.viewings.length} booked ${data.viewings.length === 1 ? 'viewing' : 'viewings'}` : undefined}
          actions={
            <Ranges role="group" aria-label="Agenda range">
              {VIEWING_RANGES.map((option) => (
                <Button key={option} type="button" size="sm" variant={option === range ? 'primary' : 'secondary'} aria-pressed={option === range} onClick={() => setRange(option)}>
                  {RANGE_LABELS[option]}
                </Button>
              ))}
            </Ranges>
          }
        />
        <ListStates what="viewings" items={data?.viewings} error={error} onRetry={() => mutate()} empty={range === 'today' ? 'No viewings today' : 'No viewings this week'}>
          {(viewings) => (
            <DataTable caption={`Viewings, ${RANGE_LABELS[range].toLowerCase()}`}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Collector</th>
                  <th scope="col">Watch</th>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {viewings.map((viewing) => (
                  <tr key={viewing.id}>
                    <td>{time(viewing.start)}</td>
                    <td>
                      {viewing.name}
                      <br />
                      <a href={`mailto:${viewing.email}`}>{viewing.email}</a> · <a href={`tel:${viewing.phone.replace(/[^+\d]/g, '')}`}>{viewing.phone}</a>
                    </td>
                    <td>{viewing.watch ? viewing.watch.label : 'General visit'}</td>
                    <td>
                      <Button type="button" size="sm" variant="secondary" onClick={() => setCancelling(viewing)} aria-label={`Cancel the viewing of ${viewing.name}`}>
                        Cancel
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </ListStates>
      </section>
      <ViewingSettingsForm />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this viewing?"
        description={cancelling ? `${cancelling.name} will be told by e-mail that the viewing of ${time(cancelling.start)} is cancelled.` : ''}
        confirmLabel="Cancel Viewing"
        cancelLabel="Keep It"
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 48px;
`;

const Ranges = styled.div`
  display: flex;
  gap: 8px;
`;
