import { CATALOGUE_FILES, sitemapFileNumber, type RemoteName, type ServerRenderResult } from '@caliber/contracts';
import { Counter, Gauge, Histogram } from 'prom-client';
import { isSearchKey } from '../cache/keyed-query-params.js';

// The BFF's own metrics, each recorded by one line where it happens (docs/operations.md, "Metrics and traces").

const CATALOGUE_FILE_PATHS = new Set<string>([CATALOGUE_FILES.sitemap, CATALOGUE_FILES.robots, CATALOGUE_FILES.merchantFeed]);
const isCatalogueFile = (key: string) => CATALOGUE_FILE_PATHS.has(key) || sitemapFileNumber(key) !== null;

/** What a public-cache key holds: a search's answer, another API answer, a file built from the catalogue, a page. */
const cacheKindOf = (key: string) => (key.startsWith('/api/') ? (isSearchKey(key) ? 'search' : 'api') : isCatalogueFile(key) ? 'file' : 'page');

const cacheHits = new Counter({ name: 'caliber_public_cache_hits_total', help: 'Public answers served from the in-memory cache, by kind', labelNames: ['kind'] as const });
const cacheMisses = new Counter({
  name: 'caliber_public_cache_misses_total',
  help: 'Public answers built because the cache did not hold them (then kept), by kind',
  labelNames: ['kind'] as const,
});

export const countCacheHit = (key: string) => cacheHits.labels(cacheKindOf(key)).inc();
export const countCacheMiss = (key: string) => cacheMisses.labels(cacheKindOf(key)).inc();

const pageRenders = new Histogram({
  name: 'caliber_page_render_duration_seconds',
  help: 'Server renders of storefront pages by outcome: rendered, degraded (a region left to the browser), browser (no Node build or the shell failed), failed',
  labelNames: ['outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

/** Times a server render and counts it by its outcome. */
export async function timeRender(render: () => Promise<ServerRenderResult | null>): Promise<ServerRenderResult | null> {
  const stop = pageRenders.startTimer();
  try {
    const rendered = await render();
    stop({ outcome: rendered === null ? 'browser' : rendered.degraded ? 'degraded' : 'rendered' });
    return rendered;
  } catch (error) {
    stop({ outcome: 'failed' });
    throw error;
  }
}

let searchIndexBuiltAt: number | null = null;
const searchIndexSize = new Gauge({ name: 'caliber_search_index_watches', help: 'Watches in the search index of this replica' });
new Gauge({
  name: 'caliber_search_index_age_seconds',
  help: 'Seconds since the search index of this replica was last brought up to date',
  collect() {
    if (searchIndexBuiltAt !== null) this.set((Date.now() - searchIndexBuiltAt) / 1000);
  },
});

export function recordSearchIndex(watches: number): void {
  searchIndexSize.set(watches);
  searchIndexBuiltAt = Date.now();
}

const remoteBuildInfo = new Gauge({ name: 'caliber_remote_build_info', help: "Each remote's build in use on this replica (value 1)", labelNames: ['remote', 'version'] as const });
const remoteVersions = new Map<RemoteName, string>();

export function recordRemoteBuild(remote: RemoteName, version: string): void {
  const previous = remoteVersions.get(remote);
  if (previous !== undefined) remoteBuildInfo.remove({ remote, version: previous });
  remoteVersions.set(remote, version);
  remoteBuildInfo.set({ remote, version }, 1);
}
