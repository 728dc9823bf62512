import { PAGES, type PageDefinition } from '@caliber/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from '@caliber/ui';
import { Layout } from './layout/components/layout';
import { RemotePage } from '../features/remotes/components/remote-page';
import { onDemandScreen } from './on-demand-screen';

const MarketplaceAuthSuccessPage = onDemandScreen(() =>
  import('../features/marketplace-auth/components/marketplace-auth-success-page').then((module) => module.MarketplaceAuthSuccessPage),
);
const NotFoundPage = onDemandScreen(() => import('../features/not-found/components/not-found-page').then((module) => module.NotFoundPage));

const SHELL_VIEWS: Record<'marketplace-auth-success' | 'not-found', () => ReactNode> = {
  'marketplace-auth-success': () => <MarketplaceAuthSuccessPage />,
  'not-found': () => <NotFoundPage />,
};

function pageElement({ view }: PageDefinition): ReactNode {
  return 'remote' in view ? <RemotePage id={view.remote} exportName={view.exportName} /> : SHELL_VIEWS[view.shell]();
}

/** The routes of the page table in contracts; each page comes from the remote that owns it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGES.map((page) => (
          // Case-sensitive, as the BFF answers: /About is the not-found page on the server and here alike.
          <Route key={page.path} path={page.path} caseSensitive element={pageElement(page)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
