type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

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

/** Sends a page view for a client-side route change when gtag is loaded. */
export function trackPageView(path: string): void {
  window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}
