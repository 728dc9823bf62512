import type { Watch } from '@caliber/contracts';
import { Button, useDebouncedValue } from '@caliber/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ListStates } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { PanelHeader } from '../../../components/panel-header';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useInventoryPage } from '../api/get-admin-watches';
import { usePriceDifferences } from '../api/get-price-differences';
import { useInventoryView } from '../hooks/use-inventory-view';
import { InventoryToolbar } from './inventory-toolbar';
import { WatchDialog } from './watch-dialog';
import { WatchTable } from './watch-table';

type DialogState = { open: false } | { open: true; watch?: Watch };

/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 250;

/** The Watches tab: 'Watch Inventory', searched, filtered, sorted and paged on the server, with add, edit, inline edit and delete. */
export function WatchesPanel() {
  const { view, filter, sortBy, goTo } = useInventoryView();
  const q = useDebouncedValue(view.q, SEARCH_DELAY_MS);
  const { data, error, mutate } = useInventoryPage({ ...view, q });
  const priceDifferences = usePriceDifferences();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section>
      <PanelHeader
        title="Watch Inventory"
        description={data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'watch' : 'watches'}` : undefined}
        actions={
          <Button type="button" onClick={() => setDialog({ open: true })}>
            <Plus size={18} aria-hidden />
            Add New Watch
          </Button>
        }
      />
      <InventoryToolbar filters={view} onChange={filter} />
      <ListStates
        what="watches"
        items={data?.items}
        error={error}
        onRetry={() => mutate()}
        loading={<SkeletonRows count={6} height="44px" gap={12} label="Loading watches" />}
        empty="No watches found"
      >
        {(items) => (
          <>
            <WatchTable
              watches={items}
              order={view}
              onSort={sortBy}
              onEdit={(watch) => setDialog({ open: true, watch })}
              priceDifferences={priceDifferences}
            />
            {pageCount > 1 && <Pager page={data!.page} pageCount={pageCount} onPage={goTo} label="Watch inventory pages" />}
          </>
        )}
      </ListStates>
      <WatchDialog open={dialog.open} watch={dialog.open ? dialog.watch : undefined} onClose={() => setDialog({ open: false })} />
    </section>
  );
}
