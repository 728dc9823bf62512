/**
 * Module Federation runtime plugin added to every app by create-app-config.mjs.
 * - A remote entry that is accepted but never answered would hold its area for the runtime's default
 *   20 s; 5 s is enough for a small remoteEntry.js and lets the error boundary speak sooner.
 * - Entries load in CORS mode, matching the BFF's `<link rel="preload" crossorigin>` (a mismatch would
 *   download them twice) and giving readable errors from remotes on other origins.
 * - errorLoadRemote logs which remote failed and returns no fallback, so the runtime rethrows and the
 *   caller's error boundary shows the failure with a retry (the runtime does not cache a failed entry,
 *   so a retry loads it anew).
 */
const REMOTE_ENTRY_TIMEOUT_MS = 5000;

export default function caliberFederationPlugin() {
  return {
    name: 'caliber-federation-plugin',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: REMOTE_ENTRY_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[caliber] remote module "${id}" failed to load (${lifecycle})`, error);
    },
  };
}
