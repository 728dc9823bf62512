import { useLocation } from '@caliber/ui';
import { PageLoading } from './page-loading';
import { RemoteBoundary } from './remote-boundary';
import { RemoteModule } from './remote-module';

/** A route's page from a remote, e.g. `<RemotePage id="catalog/InfoPages" exportName="AboutPage" />`. */
export function RemotePage({ id, exportName }: { id: string; exportName?: string }) {
  const { pathname } = useLocation();
  return (
    // Keyed by path: a failure on one page must not stay on screen after navigating to the next.
    <RemoteBoundary key={pathname} label="This page" page>
      <RemoteModule id={id} exportName={exportName} fallback={<PageLoading />} />
    </RemoteBoundary>
  );
}
