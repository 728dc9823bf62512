import { MARKETPLACE } from './api-paths.js';

/** Path builders of the storefront's pages; the page table (pages.ts) says what each one shows. */
export const ROUTES = {
  home: '/',
  watch: (slug: string) => `/watch/${slug}`,
  collection: (slug: string) => `/collection/${slug}`,
  collections: '/collections',
  search: '/search',
  about: '/about',
  contact: '/contact',
  tradeIn: '/trade-in',
  admin: '/admin',
  privacyPolicy: '/privacy-policy',
  customerService: '/customer-service',
  shipping: '/customer-service/shipping',
  returns: '/customer-service/returns',
  payment: '/customer-service/payment',
  authentication: '/customer-service/authentication',
  unsubscribe: '/unsubscribe',
  confirmSubscription: '/confirm-subscription',
  confirmSearchAlert: '/search-alerts/confirm',
  manageSearchAlerts: '/search-alerts/manage',
  unsubscribeSearchAlert: '/search-alerts/unsubscribe',
  /** A viewing's confirmation e-mail links, the signed token in the fragment (docs/viewings.md). */
  rescheduleViewing: '/viewings/reschedule',
  cancelViewing: '/viewings/cancel',
  /** A confirmation e-mail's "this was not me": the address is never written to again (docs/security.md). */
  notMe: '/mail/not-me',
  marketplaceAuthSuccess: `/${MARKETPLACE}-auth-success`,
} as const;

/**
 * A page link that carries a signed token in its fragment (`/…#token=…`): a browser sends no fragment, so no
 * server, proxy or CDN log keeps the token; the page reads it and posts it (docs/security.md).
 */
export const tokenLink = (path: string, token: string) => `${path}#${new URLSearchParams({ token })}`;

/** The token a link's page was opened with: its fragment first, then the `?token=` of links mailed before the fragment. */
export function linkToken(search: string, hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || new URLSearchParams(search).get('token') || null;
}

/** Files made from the catalogue, beside the pages: rebuilt after every catalogue change (docs/server-rendering.md, "Caching"). */
export const CATALOGUE_FILES = {
  /** A list of addresses, or the index of the numbered files when they do not fit in one (docs/server-rendering.md, "The sitemap"). */
  sitemap: '/sitemap.xml',
  /** The n-th file (from 1) a sitemap index names. */
  sitemapFile: (n: number) => `/sitemap-${n}.xml`,
  robots: '/robots.txt',
  /** The Google Merchant Center product feed (docs/merchant-feed.md). */
  merchantFeed: '/feeds/google-merchant.xml',
} as const;

/** The file number n of `CATALOGUE_FILES.sitemapFile(n)`, or null for any other path. */
export function sitemapFileNumber(path: string): number | null {
  const match = /^\/sitemap-([1-9][0-9]{0,8})\.xml$/.exec(path);
  return match ? Number(match[1]) : null;
}

/** The sitemap protocol's most addresses in one file (sitemaps.org): past it, `/sitemap.xml` becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** The search page for a text: `/search?q=…`. */
export const searchPath = (q: string) => `${ROUTES.search}?${new URLSearchParams({ q })}`;

export const ALL_WATCHES_SLUG = 'all-watches';
export const LUXURY_TIMEPIECES_SLUG = 'luxury-timepieces';
