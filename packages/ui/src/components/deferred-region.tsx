import { use, type ComponentType } from 'react';
import { trackPromise, type TrackedPromise } from '../data/tracked-promise';
import { NearViewport } from './near-viewport';
import { RemoteBoundary } from './remote-boundary';

export interface DeferredRegionOptions {
  /** Shown with a Retry button when the region's code cannot be fetched, e.g. 'The testimonials could not be loaded.' */
  message: string;
}

/**
 * A region below the first screen whose code is a chunk of its own, fetched when the region comes near the
 * viewport: `deferredRegion(() => import('./footer').then((module) => module.Footer), { message })`. The server
 * loads the chunk at start and renders the region as usual; the browser leaves that markup on screen,
 * unhydrated, until the region comes near (NearViewport), and draws the region at once after a client-side
 * navigation (docs/server-rendering.md, what a page downloads).
 */
export function deferredRegion(load: () => Promise<ComponentType>, { message }: DeferredRegionOptions): ComponentType {
  let chunk: TrackedPromise<ComponentType> | undefined;
  const read = () => (chunk ??= trackPromise(load()));
  // Loaded before the first render, the region never suspends there: pages render in one pass.
  if (typeof window === 'undefined') read();
  const forgetFailure = () => {
    if (chunk?.status === 'rejected') chunk = undefined;
  };

  function Loaded() {
    const Region = use(read());
    return <Region />;
  }

  return function DeferredRegion() {
    return (
      <RemoteBoundary message={message} onRetry={forgetFailure}>
        <NearViewport hydrationOnly>
          <Loaded />
        </NearViewport>
      </RemoteBoundary>
    );
  };
}
