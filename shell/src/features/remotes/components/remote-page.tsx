import { RemoteBoundary, useLocation } from '@caliber/ui';
import { forgetFailedRemoteModules } from '../../../lib/remotes';
import { PageLoading } from './page-loading';
import { RemoteModule } from './remote-module';

/** A route's page from a remote, e.g. `<RemotePage id="catalog/InfoPages" exportName="AboutPage" />`. */
export function RemotePage({ id, exportName }: { id: string; exportName?: string }) {
  const { pathname } = useLocation();
  return (
    // Keyed by path: a failure on one page must not stay on screen after navigating to the next.
    <RemoteBoundary key={pathname} message="This page could not be loaded. Please try again." onRetry={forgetFailedRemoteModules} page>
      <RemoteModule id={id} exportName={exportName} fallback={<PageLoading />} />
    </RemoteBoundary>
  );
}
