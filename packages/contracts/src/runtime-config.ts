import type { BusinessDetails } from './business.js';

/** Served at /runtime-config.json and inlined into every HTML page by the BFF; the shell reads it at start. */
export interface RuntimeConfig {
  /** Remote entry URLs by remote name, e.g. { catalog: '/remotes/catalog/remoteEntry.js' }. */
  remotes: Record<RemoteName, string>;
  /** GA4 measurement id; analytics load only when present. */
  analyticsId: string | null;
  /** gtag.js URL (configurable so tests can point it at a local stand-in). */
  analyticsScriptUrl: string;
  marketplaceName: string;
  publicUrl: string;
  /**
   * Where uploaded images are public (S3_PUBLIC_URL: a CDN or public bucket), or null when the site serves them at
   * `/uploads/`: the pages name every image and `srcset` entry there (`publicImageUrl`, docs/operations.md).
   */
  imageHost: string | null;
  /** The dealer's published details, with the operator's settings applied (docs/configuration.md). */
  business: BusinessDetails;
}

export const REMOTE_NAMES = ['catalog', 'forms', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What the BFF hands the page: `<script type="application/json" id={PAGE_STATE_ID}>` holding the
 * runtime config and the route's first data keyed by API path (swr's fallback). JSON, not script, so
 * no inline script runs.
 */
export interface PageState {
  config: RuntimeConfig;
  data: Record<string, unknown>;
  /**
   * The page's watch or collection does not exist: the reads of its first data absent from `data` answered
   * 404 (`missingReadPaths`). No path is named, so the page is the same for every slug.
   */
  notFound?: true;
}
export const PAGE_STATE_ID = 'caliber-state';

/** Where the shell leaves the runtime config it started with, for anyone inspecting the page. */
export const RUNTIME_CONFIG_GLOBAL = '__CALIBER_CONFIG__';
