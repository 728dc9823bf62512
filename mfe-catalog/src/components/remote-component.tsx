import { RemoteBoundary, forgetFailedRemoteModules, remoteModule } from '@caliber/ui';
import { Suspense, use, type ComponentType, type ReactNode } from 'react';

/** The components of the forms remote that catalog's pages hold. */
export type FormsModule = 'NewsletterForm' | 'InquiryForm' | 'SearchAlertForm' | 'ViewingForm';

function Loaded<P extends object>({ module, props }: { module: FormsModule; props: P }) {
  const Component = use(remoteModule(`forms/${module}`)).default as ComponentType<P> | undefined;
  if (!Component) throw new Error(`forms/${module} has no default export`);
  return <Component {...props} />;
}

interface RemoteComponentProps<P extends object> {
  module: FormsModule;
  props: P;
  /** What the visitor is missing if it fails, e.g. "The inquiry form". */
  label: string;
  loading: ReactNode;
}

/**
 * A component of the forms remote, loaded once for every app (@caliber/ui keeps remote modules, and
 * forgets a remote's when a new build of it is registered), with a plain failure message and a Retry button.
 */
export function RemoteComponent<P extends object>({ module, props, label, loading }: RemoteComponentProps<P>) {
  return (
    <RemoteBoundary message={`${label} is unavailable right now.`} onRetry={forgetFailedRemoteModules}>
      <Suspense fallback={loading}>
        <Loaded module={module} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
