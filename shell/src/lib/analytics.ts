import type { RuntimeConfig } from '@caliber/contracts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Loads GA4 (gtag.js) only when the runtime config carries an id. Page views are sent by the router
 * (send_page_view off here), events by trackEvent from @caliber/ui.
 */
export function loadAnalytics({ analyticsId, analyticsScriptUrl }: RuntimeConfig): void {
  if (!analyticsId) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the Arguments object itself, not an array: keep `arguments`.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  }
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', analyticsId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `${analyticsScriptUrl}?id=${encodeURIComponent(analyticsId)}`;
  document.head.appendChild(script);
}
