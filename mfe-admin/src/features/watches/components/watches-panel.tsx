import type { Watch } from '@caliber/contracts';
import { Button, Skeleton } from '@caliber/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PanelHeader } from '../../../components/panel-header';
import { useAdminWatches } from '../api/get-admin-watches';
import { WatchDialog } from './watch-dialog';
import { WatchTable } from './watch-table';

const Loading = styled.div`
  display: grid;
  gap: 12px;
`;

type DialogState = { open: false } | { open: true; watch?: Watch };

/** The Watches tab: 'Watch Inventory' with add, edit, inline edit and delete. */
export function WatchesPanel() {
  const { data: watches, error, mutate } = useAdminWatches();
  const [dialog, setDialog] = useState<DialogState>({ open: false });

  return (
    <section>
      <PanelHeader
        title="Watch Inventory"
        actions={
          <Button type="button" onClick={() => setDialog({ open: true })}>
            <Plus size={18} aria-hidden />
            Add New Watch
          </Button>
        }
      />
      {error ? (
        <LoadError what="watches" error={error} onRetry={() => mutate()} />
      ) : !watches ? (
        <Loading aria-busy="true" aria-label="Loading watches">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="44px" index={index} />
          ))}
        </Loading>
      ) : watches.length === 0 ? (
        <EmptyState>No watches found</EmptyState>
      ) : (
        <WatchTable watches={watches} onEdit={(watch) => setDialog({ open: true, watch })} />
      )}
      <WatchDialog open={dialog.open} watch={dialog.open ? dialog.watch : undefined} onClose={() => setDialog({ open: false })} />
    </section>
  );
}
