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
}

export const REMOTE_NAMES = ['catalog', 'forms', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Global names the BFF fills in the served HTML. */
export const RUNTIME_CONFIG_GLOBAL = '__CALIBER_CONFIG__';
/** First data for the route, keyed by API path (used as swr fallback). */
export const INITIAL_DATA_GLOBAL = '__CALIBER_DATA__';
