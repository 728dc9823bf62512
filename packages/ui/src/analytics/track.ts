type Gtag = {
  (command: 'event', name: string, params: Record<string, unknown>): void;
  (command: 'set', params: Record<string, unknown>): void;
};

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

export interface TrackedEvent {
  /** e.g. 'Watch', 'Inquiry', 'Favorite', 'Contact'. */
  category: string;
  label: string;
  value?: number;
  /** GA4 event name; defaults to the category. */
  action?: string;
}

/** Sends an event to GA4 when gtag is loaded; does nothing otherwise. */
export function trackEvent({ category, label, value, action }: TrackedEvent): void {
  window.gtag?.('event', action ?? category, { event_category: category, event_label: label, value });
}

/** Query parameters that carry something private (a signed link's token, an OAuth code or state). */
const PRIVATE_PARAMS = ['token', 'code', 'state'];

/**
 * A path or URL as analytics may see it: without its query string when the query holds a private
 * parameter (`/unsubscribe?token=…` → `/unsubscribe`), and without its fragment when the fragment does
 * (`/unsubscribe#token=…`, the e-mails' links; docs/security.md). Other queries (a search's `q`) stay.
 */
export function withoutPrivateQuery(url: string): string {
  const hashAt = url.indexOf('#');
  const hasPrivate = (text: string) => {
    const params = new URLSearchParams(text);
    return PRIVATE_PARAMS.some((name) => params.has(name));
  };
  const withoutHash = hashAt >= 0 && hasPrivate(url.slice(hashAt + 1)) ? url.slice(0, hashAt) : url;
  const at = withoutHash.indexOf('?');
  if (at < 0) return withoutHash;
  return hasPrivate(withoutHash.slice(at + 1).split('#')[0]) ? withoutHash.slice(0, at) : withoutHash;
}

/**
 * Sends a page view for a client-side route change when gtag is loaded. The page's location is also set
 * for the events that follow, so none of them carries a private query either.
 */
export function trackPageView(path: string): void {
  if (!window.gtag) return;
  const location = withoutPrivateQuery(window.location.href);
  window.gtag('set', { page_location: location });
  window.gtag('event', 'page_view', { page_path: withoutPrivateQuery(path), page_location: location, page_title: document.title });
}
