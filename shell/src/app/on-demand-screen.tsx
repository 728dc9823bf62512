import { LoadOnce, RemoteBoundary } from '@caliber/ui';
import { Suspense, use, type ComponentType } from 'react';
import { PageLoading } from '../features/remotes/components/page-loading';

/**
 * A page of the shell's own that most visits never show (the not-found page, the marketplace sign-in's
 * return), as a chunk of its own fetched when its route renders (docs/server-rendering.md, what a page
 * downloads). The server waits for it before sending the page; a chunk that cannot be fetched shows a Retry.
 */
export function onDemandScreen(load: () => Promise<ComponentType>): ComponentType {
  const chunk = new LoadOnce<'chunk', ComponentType>();
  function Loaded() {
    const Screen = use(chunk.read('chunk', load));
    return <Screen />;
  }
  return function OnDemandScreen() {
    return (
      <RemoteBoundary message="This page could not be loaded. Please try again." onRetry={() => chunk.forgetFailures()} page>
        <Suspense fallback={<PageLoading />}>
          <Loaded />
        </Suspense>
      </RemoteBoundary>
    );
  };
}
