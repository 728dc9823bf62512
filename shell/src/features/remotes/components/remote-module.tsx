import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { remoteModule } from '../../../lib/remotes';

export interface RemoteModuleProps {
  /** Remote module id, e.g. 'forms/NewsletterForm'. */
  id: string;
  /** Named export to render; the module's default export when omitted. */
  exportName?: string;
  /** Shown while the remote loads. */
  fallback?: ReactNode;
  props?: Record<string, unknown>;
}

function Loaded({ id, exportName = 'default', props }: Omit<RemoteModuleProps, 'fallback'>) {
  const Component = use(remoteModule(id))[exportName] as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) throw new Error(`Remote module ${id} has no export ${exportName}`);
  return <Component {...props} />;
}

/** Renders a component exposed by a remote; place it inside a RemoteBoundary (@caliber/ui). */
export function RemoteModule({ fallback = null, ...module }: RemoteModuleProps) {
  return (
    <Suspense fallback={fallback}>
      <Loaded {...module} />
    </Suspense>
  );
}
