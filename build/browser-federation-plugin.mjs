/**
 * Module Federation runtime plugin of the shell's browser build, whose instance loads the remotes (docs/server-rendering.md).
 * - A remote entry accepted but never answered would hold its region for the runtime's default 20 s;
 *   5 s is plenty for a small remoteEntry.js and lets the region's error boundary speak sooner.
 * - Entries load in CORS mode, matching the BFF's `<link rel="preload" crossorigin>` (a mismatch would
 *   download them twice) and giving readable errors from remotes on other origins.
 * - A failure is logged with the module's id and rethrown (no fallback), so the region's boundary shows it
 *   with a Retry; the runtime keeps no failed entry, so Retry loads it anew.
 */
const REMOTE_ENTRY_TIMEOUT_MS = 5000;

export default function caliberBrowserFederationPlugin() {
  return {
    name: 'caliber-browser-federation',
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
