/** The marketplace the import speaks to; `{marketplace}` in the API's paths (docs/api.md). */
export const MARKETPLACE = 'ebay';
export const MARKETPLACE_NAME = 'eBay';

/** Every path of the REST API (docs/architecture.md), for the BFF's routes and the front-ends' keys. */
export const API = {
  collections: '/api/collections',
  collection: (slug: string) => `/api/collections/${encodeURIComponent(slug)}`,
  watches: '/api/watches',
  /** The watches matching a search, best first (docs/search.md); the key the search page and suggestions read. */
  searchWatches: (q: string, limit?: number) => `/api/watches?${new URLSearchParams(limit ? { q, limit: String(limit) } : { q })}`,
  /** One piece of a list (docs/api.md, "Lists in pieces"): `list` is `watchListQuery`'s, in its one spelling. */
  watchCardsBase: '/api/watch-cards',
  watchCards: (list: URLSearchParams | string, offset: number, limit: number) =>
    `/api/watch-cards?${[String(list), `offset=${offset}`, `limit=${limit}`].filter(Boolean).join('&')}`,
  featuredWatches: '/api/watches/featured',
  watch: (slug: string) => `/api/watches/${encodeURIComponent(slug)}`,
  /** Up to `SIMILAR_WATCHES.limit` other available watches like this one (docs/storefront.md, watch page). */
  similarWatches: (slug: string) => `/api/watches/${encodeURIComponent(slug)}/similar`,
  testimonials: '/api/testimonials',
  subscriptions: '/api/subscriptions',
  confirmSubscription: '/api/subscriptions/confirm',
  inquiries: '/api/inquiries',
  unsubscribe: '/api/unsubscribe',
  searchAlerts: '/api/search-alerts',
  confirmSearchAlert: '/api/search-alerts/confirm',
  unsubscribeSearchAlert: '/api/search-alerts/unsubscribe',
  /** POST with the manage link's token in the body. */
  manageSearchAlerts: '/api/search-alerts/manage',
  /** POST with an expired manage link's token: a new link is mailed to the address it names. */
  searchAlertsManageLink: '/api/search-alerts/manage-link',
  /** DELETE with the manage link's token in the body. */
  searchAlert: (id: number) => `/api/search-alerts/${id}`,
  /** POST with the token of a confirmation e-mail's "this was not me" link. */
  notMe: '/api/mail/not-me',
  /** Viewings by appointment (docs/viewings.md): GET the free slots, POST a booking. */
  viewingSlots: '/api/viewings/slots',
  viewings: '/api/viewings',
  /** POST with a confirmation e-mail's token: the viewing it names. */
  manageViewing: '/api/viewings/manage',
  cancelViewing: '/api/viewings/cancel',
  rescheduleViewing: '/api/viewings/reschedule',
  health: '/api/health',
  /** The process answers at all (a liveness probe): docs/operations.md. */
  healthLive: '/api/health/live',
  /** Ready to take traffic: the database and Redis answer, not draining (a readiness probe). */
  healthReady: '/api/health/ready',
  /** The OpenAPI document, and the reader that shows it (docs/api.md). */
  openApi: '/api/openapi.json',
  docs: '/api/docs',
  auth: {
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    logoutEverywhere: '/api/auth/logout-everywhere',
    me: '/api/auth/me',
    password: '/api/auth/password',
  },
  admin: {
    /** POST `{password}`: a new TOTP secret; DELETE `{code}`: the second factor off (docs/security.md). */
    totp: '/api/admin/account/totp',
    /** POST `{code}`: the enrolment confirmed; answers the ten recovery codes, shown once. */
    confirmTotp: '/api/admin/account/totp/confirm',
    watches: '/api/admin/watches',
    watch: (id: number) => `/api/admin/watches/${id}`,
    collections: '/api/admin/collections',
    collection: (id: number) => `/api/admin/collections/${id}`,
    reorderCollections: '/api/admin/collections/reorder',
    stats: '/api/admin/stats',
    upload: '/api/admin/upload',
    uploadedImages: '/api/admin/uploaded-images',
    inquiries: '/api/admin/inquiries',
    inquiry: (id: number) => `/api/admin/inquiries/${id}`,
    subscriptions: '/api/admin/subscriptions',
    searchAlerts: '/api/admin/search-alerts',
    viewings: '/api/admin/viewings',
    viewingSettings: '/api/admin/viewings/settings',
    cancelViewing: (id: number) => `/api/admin/viewings/${id}/cancel`,
    subscriptionsCsv: '/api/admin/subscriptions.csv',
    subscription: (id: number) => `/api/admin/subscriptions/${id}`,
    job: (id: string) => `/api/admin/jobs/${encodeURIComponent(id)}`,
    marketplace: {
      status: `/api/admin/${MARKETPLACE}/status`,
      listings: `/api/admin/${MARKETPLACE}/listings`,
      import: `/api/admin/${MARKETPLACE}/import`,
      importStore: `/api/admin/${MARKETPLACE}/import-store`,
      scrapeDetails: `/api/admin/${MARKETPLACE}/scrape-details`,
      importFromUrl: `/api/admin/${MARKETPLACE}/import-from-url`,
      connect: `/api/admin/${MARKETPLACE}/connect`,
      callback: `/api/${MARKETPLACE}/callback`,
      /** GET: the last sync (docs/ebay-sync.md); POST: run it now. */
      sync: `/api/admin/${MARKETPLACE}/sync`,
      priceDifferences: `/api/admin/${MARKETPLACE}/price-differences`,
      priceDifference: (watchId: number) => `/api/admin/${MARKETPLACE}/price-differences/${watchId}`,
      /** Listings a suspect sync found ended, waiting for the operator (docs/ebay-sync.md). */
      endedListings: `/api/admin/${MARKETPLACE}/ended-listings`,
      endedListing: (watchId: number) => `/api/admin/${MARKETPLACE}/ended-listings/${watchId}`,
    },
  },
} as const;
