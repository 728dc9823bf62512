import { LoadOnce, RemoteBoundary } from '@caliber/ui';
import { Suspense, use, type ComponentType, type ReactNode } from 'react';

export interface OnDemandOptions<P> {
  /** Shown with a Retry button when the chunk cannot be fetched. */
  message: string;
  /** Shown while the chunk is on the way. */
  fallback: (props: P) => ReactNode;
  /** A whole page: the failure notice sits in the page container. */
  page?: boolean;
}

/**
 * A part of the shell that most visits never show (the not-found page, the marketplace sign-in’s return), as a chunk of
 * its own fetched when it first renders (docs/server-rendering.md, what a page downloads). The server waits
 * for it before sending the page; a chunk that cannot be fetched shows `message` with a Retry.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, { message, fallback, page = false }: OnDemandOptions<P>): ComponentType<P> {
  const chunk = new LoadOnce<'chunk', ComponentType<P>>();
  function Loaded(props: P) {
    const Part = use(chunk.read('chunk', load));
    return <Part {...props} />;
  }
  return function OnDemand(props: P) {
    return (
      <RemoteBoundary message={message} onRetry={() => chunk.forgetFailures()} page={page}>
        <Suspense fallback={fallback(props)}>
          <Loaded {...props} />
        </Suspense>
      </RemoteBoundary>
    );
  };
}
