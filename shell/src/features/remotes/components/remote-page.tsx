import { useLocation } from '@caliber/ui';
import { useNotFoundPath } from '../../../app/not-found-context';
import { trimPath } from '../../../lib/trim-path';
import { NotFoundPage } from '../../not-found/components/not-found-page';
import { PageLoading } from './page-loading';
import { RemoteBoundary } from './remote-boundary';
import { RemoteModule } from './remote-module';

/** A route's page from a remote, e.g. `<RemotePage id="catalog/InfoPages" exportName="AboutPage" />`. */
export function RemotePage({ id, exportName }: { id: string; exportName?: string }) {
  const { pathname } = useLocation();
  // The BFF answered 404 for this path (its watch or collection does not exist): same screen on both sides.
  if (useNotFoundPath() === trimPath(pathname)) return <NotFoundPage />;
  return (
    // Keyed by path: a failure on one page must not stay on screen after navigating to the next.
    <RemoteBoundary key={pathname} label="This page" page>
      <RemoteModule id={id} exportName={exportName} fallback={<PageLoading />} />
    </RemoteBoundary>
  );
}
