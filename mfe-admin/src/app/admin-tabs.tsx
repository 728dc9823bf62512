import { Tabs } from '@caliber/ui';
import { useState, type ReactNode } from 'react';
import { CollectionsPanel } from '../features/collections/components/collections-panel';
import { ImportPanel } from '../features/import/components/import-panel';
import { OrderPanel } from '../features/order/components/order-panel';
import { WatchesPanel } from '../features/watches/components/watches-panel';
import { DashboardTab } from './dashboard-tab';

const TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'watches', label: 'Watches' },
  { id: 'collections', label: 'Collections' },
  { id: 'order', label: 'Order' },
  { id: 'import', label: 'Import' },
];

/** Only the open tab is rendered, so each loads its data when it is opened (docs/back-office.md). */
const PANELS: Record<string, () => ReactNode> = {
  dashboard: () => <DashboardTab />,
  watches: () => <WatchesPanel />,
  collections: () => <CollectionsPanel />,
  order: () => <OrderPanel />,
  import: () => <ImportPanel />,
};

/** The five admin tabs (arrow keys, Home and End move between them). */
export function AdminTabs() {
  const [tab, setTab] = useState('dashboard');
  return (
    <Tabs items={TABS} value={tab} onChange={setTab} label="Admin sections">
      {PANELS[tab]()}
    </Tabs>
  );
}
