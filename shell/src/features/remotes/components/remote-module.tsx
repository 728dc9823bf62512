import { Suspense, type ReactNode } from 'react';
import { remoteComponent } from '../../../lib/remotes';

export interface RemoteModuleProps {
  /** Remote module id, e.g. 'forms/NewsletterForm'. */
  id: string;
  /** Named export to render; the module's default export when omitted. */
  exportName?: string;
  /** Shown while the remote loads. */
  fallback?: ReactNode;
  props?: Record<string, unknown>;
}

/** Renders a component exposed by a remote; place it inside a RemoteBoundary. */
export function RemoteModule({ id, exportName, fallback = null, props }: RemoteModuleProps) {
  const Loaded = remoteComponent(id, exportName);
  return (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
    </Suspense>
  );
}
