import { LoadOnce, RemoteBoundary } from '@caliber/ui';
import { Suspense, use, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * One load per loader, read with `use`: once loaded, the component renders without suspending (on the
 * server too). In the browser a failure stays until Retry; on the server it is tried again after 30 s.
 */
const loaded = new LoadOnce<Loader<any>, { default: ComponentType<any> }>(typeof window === 'undefined' ? 30_000 : undefined);

function Loaded<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  const { default: Component } = use(loaded.read(load, load));
  return <Component {...props} />;
}

interface RemoteComponentProps<P extends object> {
  load: Loader<P>;
  props: P;
  /** What the visitor is missing if it fails, e.g. "The inquiry form". */
  label: string;
  loading: ReactNode;
}

/** A component from another remote, loaded once, with a plain failure message and a Retry button. */
export function RemoteComponent<P extends object>({ load, props, label, loading }: RemoteComponentProps<P>) {
  return (
    <RemoteBoundary message={`${label} is unavailable right now.`} onRetry={() => loaded.forgetFailures()}>
      <Suspense fallback={loading}>
        <Loaded load={load} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
