import { createContext, useContext, type ReactNode } from 'react';

/** The server renderer's side of cached regions, for one page (`shell/src/server/region-cache.tsx`). */
export interface RegionRenderer {
  /** What the server renders for the region `name` whose markup is fixed by `key`. */
  region(name: string, key: string, children: ReactNode): ReactNode;
}

export const RegionRendererContext = createContext<RegionRenderer | null>(null);

interface CachedRegionProps {
  /** Unique on the page. */
  name: string;
  /**
   * Everything the region's markup depends on besides the renderer's config and the remotes' builds (as a
   * hook's dependencies): the server renders the region once for each value and reuses that markup.
   */
  dependsOn: readonly unknown[];
  children: ReactNode;
}

/**
 * A part of the layout that is the same on many pages (the header, the footer): the server renders it
 * once per `dependsOn` and splices that markup and its styles into later pages (docs/server-rendering.md,
 * "Cached regions"). In the browser, and wherever no renderer lends a cache, it is just its children.
 */
export function CachedRegion({ name, dependsOn, children }: CachedRegionProps) {
  const renderer = useContext(RegionRendererContext);
  return renderer ? renderer.region(name, JSON.stringify(dependsOn), children) : children;
}
