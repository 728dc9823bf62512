import type { RuntimeConfig } from '@caliber/contracts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** gtag.js stops sending for an id while `window['ga-disable-<id>']` is true. */
const setDisabled = (analyticsId: string, disabled: boolean) => Reflect.set(window, `ga-disable-${analyticsId}`, disabled);

/**
 * Loads GA4 (gtag.js), once the visitor has accepted analytics (docs/storefront.md, consent). Page
 * views are sent by the router (send_page_view off here), events by trackEvent from @caliber/ui.
 */
export function loadAnalytics({ analyticsId, analyticsScriptUrl }: RuntimeConfig): void {
  if (!analyticsId) return;
  setDisabled(analyticsId, false);
  if (window.dataLayer) {
    // Loaded earlier in this page, then declined: sending again needs only the function back.
    window.gtag = gtagFunction();
    return;
  }
  window.dataLayer = [];
  const gtag = gtagFunction();
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', analyticsId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `${analyticsScriptUrl}?id=${encodeURIComponent(analyticsId)}`;
  document.head.appendChild(script);
}

/** After a decline: nothing more is handed to gtag.js, and gtag.js itself is told to stop. */
export function stopAnalytics({ analyticsId }: RuntimeConfig): void {
  if (!analyticsId) return;
  delete window.gtag;
  setDisabled(analyticsId, true);
}

function gtagFunction() {
  // gtag.js reads the Arguments object itself, not an array: keep `arguments`.
  return function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
}
