import { Tabs, useSearchParams } from '@caliber/ui';
import type { ReactNode } from 'react';
import { CollectionsPanel } from '../features/collections/components/collections-panel';
import { ImportPanel } from '../features/import/components/import-panel';
import { OrderPanel } from '../features/order/components/order-panel';
import { ViewingsPanel } from '../features/viewings/components/viewings-panel';
import { WatchesPanel } from '../features/watches/components/watches-panel';
import { DashboardTab } from './dashboard-tab';

const TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'watches', label: 'Watches' },
  { id: 'collections', label: 'Collections' },
  { id: 'order', label: 'Order' },
  { id: 'import', label: 'Import' },
  { id: 'viewings', label: 'Viewings' },
];

/** Only the open tab is rendered, so each loads its data when it is opened (docs/back-office.md). */
const PANELS: Record<string, () => ReactNode> = {
  dashboard: () => <DashboardTab />,
  watches: () => <WatchesPanel />,
  collections: () => <CollectionsPanel />,
  order: () => <OrderPanel />,
  import: () => <ImportPanel />,
  viewings: () => <ViewingsPanel />,
};

const DEFAULT_TAB = 'dashboard';

/**
 * The six admin tabs (arrow keys, Home and End move between them). The open one is the page's `?tab=`,
 * so a reload or a shared link keeps it; an unknown value shows the Dashboard (docs/back-office.md).
 */
export function AdminTabs() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked && asked in PANELS ? asked : DEFAULT_TAB;
  const open = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_TAB) updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  return (
    <Tabs items={TABS} value={tab} onChange={open} label="Admin sections">
      {PANELS[tab]()}
    </Tabs>
  );
}
