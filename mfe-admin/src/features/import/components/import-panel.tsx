import { MARKETPLACE_NAME } from '@caliber/contracts';
import { Tabs } from '@caliber/ui';
import { useState } from 'react';
import { PanelHeader } from '../../../components/panel-header';
import { MarketplaceStatusNote } from './marketplace-status-note';
import { StorePanel } from './store-panel';
import { UrlImportPanel } from './url-import-panel';

const SUB_TABS = [
  { id: 'url', label: 'Import by URL' },
  { id: 'store', label: 'Import from Store' },
  { id: 'api', label: 'Import with API' },
];

/** The Import tab: three sub-tabs; 'Import with API' shows the same panel as 'Import from Store' (docs/back-office.md). */
export function ImportPanel() {
  const [tab, setTab] = useState('url');
  return (
    <section>
      <PanelHeader title={`Import from ${MARKETPLACE_NAME}`} description="Add watches from marketplace listings." />
      <MarketplaceStatusNote />
      <Tabs items={SUB_TABS} value={tab} onChange={setTab} label="Import method">
        {tab === 'url' ? <UrlImportPanel /> : <StorePanel />}
      </Tabs>
    </section>
  );
}
