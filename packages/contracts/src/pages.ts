import { API } from './api-paths.js';
import { BUSINESS_NAME, FOUNDING_YEAR, type BusinessDetails } from './business.js';
import type { Collection, Watch } from './entities.js';
import { collectionSource, firstPieceOf, watchCardsPathOf, type WatchCardsRequest } from './watch-cards.js';
import { ALL_WATCHES_SLUG, ROUTES } from './routes.js';
import { normalizeSearch, searchTextProblem } from './search-text.js';
import type { RemoteName } from './runtime-config.js';
import type { ListSort } from './watch-filters.js';

/**
 * The one table of the storefront's pages. The shell builds its routes from it, the BFF its status
 * codes, meta tags, first data and server rendering, and the sitemap its fixed paths. Adding a page is
 * adding a row here (see docs/adding-a-page.md).
 */

/** What draws a page: a module exposed by a remote, or one of the shell's own screens. */
export type PageView =
  | { remote: `${RemoteName}/${string}`; exportName?: string }
  | { shell: 'marketplace-auth-success' | 'not-found' };

export interface PageDefinition {
  /** react-router path pattern. */
  path: string;
  view: PageView;
  title: string;
  /** A function when it quotes a detail the operator may change (docs/configuration.md, business details). */
  description: string | ((business: BusinessDetails) => string);
  /** Listed in /sitemap.xml and open to search engines. */
  indexed: boolean;
  /** Rendered to HTML by the BFF; the back office is drawn in the browser only. */
  serverRendered: boolean;
  /** Remotes the page needs in the browser, preloaded by the served HTML. */
  remotes: RemoteName[];
  /** The page's first data, read on the server and handed to swr as fallback under its API path. */
  data: (params: Record<string, string>, query?: URLSearchParams) => PageRead[];
  /**
   * Why the address asks for something the page will not do (a search text past the limits), or null: the BFF
   * then answers 400, with the page, which says what to change.
   */
  refuses?: (query: URLSearchParams) => string | null;
  /**
   * The page lists watches with the filters of its query string, in this order when none is chosen: the
   * BFF answers an address with a filter it cannot read 400 (`filterProblem`), with the page saying what to fix.
   */
  filtersSortedBy?: ListSort;
}

/** One public read of a page's first data; `readPath` gives the API path the front-end asks for. */
export type PageRead =
  | { read: 'collections' | 'featuredWatches' | 'testimonials' }
  | { read: 'watch' | 'similarWatches'; slug: string }
  | { read: 'watchCards'; piece: WatchCardsRequest };

export function readPath(read: PageRead): string {
  switch (read.read) {
    case 'watch':
      return API.watch(read.slug);
    case 'similarWatches':
      return API.similarWatches(read.slug);
    case 'watchCards':
      return watchCardsPathOf(read.piece);
    default:
      return API[read.read];
  }
}

/** The header's collection menu is on every page. */
const LAYOUT_DATA: PageRead[] = [{ read: 'collections' }];
const layoutOnly = () => LAYOUT_DATA;

const info = (path: string, exportName: string, title: string, description: string): PageDefinition => ({
  path,
  view: { remote: 'catalog/InfoPages', exportName },
  title,
  description,
  indexed: true,
  serverRendered: true,
  remotes: ['catalog'],
  data: layoutOnly,
});

export const SITE_DESCRIPTION =
  'Authenticated pre-owned luxury watches from Rolex, Patek Philippe, Omega, Cartier and more, each with a lifetime authenticity guarantee.';

export const PAGES: readonly PageDefinition[] = [
  {
    path: ROUTES.home,
    view: { remote: 'catalog/HomePage' },
    title: `${BUSINESS_NAME} | Pre-owned Luxury Watches`,
    description: SITE_DESCRIPTION,
    indexed: true,
    serverRendered: true,
    remotes: ['catalog'],
    data: () => [...LAYOUT_DATA, { read: 'featuredWatches' }, { read: 'testimonials' }],
  },
  {
    path: ROUTES.watch(':slug'),
    view: { remote: 'catalog/WatchPage' },
    title: `Watch | ${BUSINESS_NAME}`,
    description: SITE_DESCRIPTION,
    indexed: true,
    serverRendered: true,
    remotes: ['catalog', 'forms'],
    data: ({ slug }) => [...LAYOUT_DATA, { read: 'watch', slug }, { read: 'similarWatches', slug }],
  },
  {
    path: ROUTES.collection(':slug'),
    view: { remote: 'catalog/CollectionPage' },
    title: `All Watches | ${BUSINESS_NAME}`,
    description: 'Browse our collections of authenticated pre-owned luxury watches.',
    indexed: true,
    serverRendered: true,
    remotes: ['catalog'],
    // The collection's name and description come with the layout's collections; its first piece of cards with the page.
    data: ({ slug }, query = new URLSearchParams()) => [...LAYOUT_DATA, { read: 'watchCards', piece: firstPieceOf(collectionSource(slug), query) }],
    filtersSortedBy: 'newest',
  },
  {
    path: ROUTES.collections,
    view: { remote: 'catalog/CollectionsIndexPage' },
    title: `Our Watch Collections | ${BUSINESS_NAME}`,
    description: 'Browse our collections of authenticated pre-owned luxury watches.',
    indexed: true,
    serverRendered: true,
    remotes: ['catalog'],
    data: layoutOnly,
  },
  {
    path: ROUTES.search,
    view: { remote: 'catalog/SearchPage' },
    title: `Search Watches | ${BUSINESS_NAME}`,
    description: 'Search our watches by brand, model, reference or collection.',
    // Any text makes a search page: none of them is for search engines (docs/search.md).
    indexed: false,
    serverRendered: true,
    remotes: ['catalog'],
    data: (_params, query) => {
      const q = normalizeSearch(query?.get('q') ?? '');
      return q && !searchTextProblem(q) ? [...LAYOUT_DATA, { read: 'watchCards', piece: firstPieceOf({ q }, query!) }] : LAYOUT_DATA;
    },
    refuses: (query) => searchTextProblem(normalizeSearch(query.get('q') ?? '')),
    filtersSortedBy: 'relevance',
  },
  info(
    ROUTES.about,
    'AboutPage',
    `About ${BUSINESS_NAME} | Luxury Watches Since ${FOUNDING_YEAR}`,
    `Selling luxury watches since ${FOUNDING_YEAR}: expert authentication and a lifetime authenticity guarantee.`,
  ),
  info(ROUTES.privacyPolicy, 'PrivacyPolicyPage', `Privacy Policy | ${BUSINESS_NAME}`, `How ${BUSINESS_NAME} collects, uses and protects your information.`),
  info(ROUTES.customerService, 'CustomerServicePage', `Customer Service | ${BUSINESS_NAME}`, `Shipping, returns, payment and authentication: how buying from ${BUSINESS_NAME} works.`),
  info(ROUTES.shipping, 'ShippingPage', `Shipping | ${BUSINESS_NAME}`, 'Free insured standard shipping over $10,000; express delivery in 1-2 business days.'),
  info(ROUTES.returns, 'ReturnsPage', `Returns | ${BUSINESS_NAME}`, 'A 30-day return window, with no restocking fee within 14 days.'),
  info(ROUTES.payment, 'PaymentPage', `Payment | ${BUSINESS_NAME}`, 'Wire transfer, cryptocurrency with a 2% discount, and 0% APR financing.'),
  info(ROUTES.authentication, 'AuthenticationPage', `Authentication | ${BUSINESS_NAME}`, 'Our 7-step authentication process, backed by a lifetime authenticity guarantee.'),
  {
    path: ROUTES.contact,
    view: { remote: 'forms/ContactPage' },
    title: `Contact | ${BUSINESS_NAME}`,
    description: (business) => `Write to our specialists or call us, ${business.hours}.`,
    indexed: true,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.tradeIn,
    view: { remote: 'forms/TradeInPage' },
    title: `Trade-In Your Watch | ${BUSINESS_NAME}`,
    description: 'Trade up to your dream watch: a competitive offer within 24 hours from our specialists.',
    indexed: true,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.unsubscribe,
    view: { remote: 'forms/UnsubscribePage' },
    title: `Unsubscribe | ${BUSINESS_NAME}`,
    description: `Stop receiving the ${BUSINESS_NAME} newsletter.`,
    indexed: false,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.confirmSubscription,
    view: { remote: 'forms/ConfirmSubscriptionPage' },
    title: `Confirm Your Subscription | ${BUSINESS_NAME}`,
    description: `Confirm your subscription to the ${BUSINESS_NAME} newsletter.`,
    indexed: false,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.confirmSearchAlert,
    view: { remote: 'forms/ConfirmSearchAlertPage' },
    title: `Confirm Your Search Alert | ${BUSINESS_NAME}`,
    description: `Confirm the e-mail alert for a search of the ${BUSINESS_NAME} catalogue.`,
    indexed: false,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.manageSearchAlerts,
    view: { remote: 'forms/ManageSearchAlertsPage' },
    title: `Your Search Alerts | ${BUSINESS_NAME}`,
    description: `The searches of the ${BUSINESS_NAME} catalogue you are told about by e-mail.`,
    indexed: false,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.unsubscribeSearchAlert,
    view: { remote: 'forms/UnsubscribeSearchAlertPage' },
    title: `Stop a Search Alert | ${BUSINESS_NAME}`,
    description: `Stop the e-mails of a search alert.`,
    indexed: false,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.rescheduleViewing,
    view: { remote: 'forms/RescheduleViewingPage' },
    title: `Choose Another Time | ${BUSINESS_NAME}`,
    description: `Move your viewing at ${BUSINESS_NAME} to another free time.`,
    indexed: false,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.cancelViewing,
    view: { remote: 'forms/CancelViewingPage' },
    title: `Cancel Your Viewing | ${BUSINESS_NAME}`,
    description: `Cancel your viewing at ${BUSINESS_NAME}.`,
    indexed: false,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.notMe,
    view: { remote: 'forms/NotMePage' },
    title: `This Was Not Me | ${BUSINESS_NAME}`,
    description: `Stop every e-mail of ${BUSINESS_NAME} to an address that asked for none.`,
    indexed: false,
    serverRendered: true,
    remotes: ['forms'],
    data: layoutOnly,
  },
  {
    path: ROUTES.admin,
    view: { remote: 'admin/AdminApp' },
    title: `Admin Dashboard | ${BUSINESS_NAME}`,
    description: `${BUSINESS_NAME} back office.`,
    indexed: false,
    serverRendered: false,
    remotes: ['admin'],
    data: () => [],
  },
  {
    path: ROUTES.marketplaceAuthSuccess,
    view: { shell: 'marketplace-auth-success' },
    title: `Authentication Complete | ${BUSINESS_NAME}`,
    description: 'Marketplace account connected.',
    indexed: false,
    serverRendered: true,
    remotes: [],
    data: () => [],
  },
];

/** Any path no row claims, and a watch or collection that does not exist. */
export const NOT_FOUND_PAGE: PageDefinition = {
  path: '*',
  view: { shell: 'not-found' },
  title: `Page Not Found | ${BUSINESS_NAME}`,
  description: 'This page does not exist.',
  indexed: false,
  serverRendered: true,
  remotes: [],
  data: layoutOnly,
};

export interface MatchedPage {
  page: PageDefinition;
  params: Record<string, string>;
}

/** The row for a pathname (no trailing slash, no query), with its `:params`; the not-found row otherwise. */
export function matchPage(pathname: string): MatchedPage {
  const parts = pathname.split('/');
  for (const page of PAGES) {
    const pattern = page.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      if (segment.startsWith(':')) {
        if (!parts[index]) return false;
        params[segment.slice(1)] = decodeSegment(parts[index]);
        return true;
      }
      return segment === parts[index];
    });
    if (matches) return { page, params };
  }
  return { page: NOT_FOUND_PAGE, params: {} };
}

/** A matched page's own spelling of its path: `/watch/%72olex` is `/watch/rolex`. */
export function canonicalPagePath({ page, params }: MatchedPage): string {
  return page.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface PageMeta {
  title: string;
  description: string;
  indexed: boolean;
  /** Social preview image. */
  imageUrl?: string;
}

/**
 * A page's title, description and indexing, given its first data (keyed by API path). Watch and
 * collection pages speak of the record they show; a missing record makes the not-found page. Used by
 * the BFF for the served HTML and by the shell after a client-side navigation.
 */
export function pageMeta({ page, params }: MatchedPage, data: Record<string, unknown>, business: BusinessDetails): PageMeta {
  const description = typeof page.description === 'string' ? page.description : page.description(business);
  const base: PageMeta = { title: page.title, description, indexed: page.indexed };
  if (page.path === ROUTES.watch(':slug')) {
    const watch = data[API.watch(params.slug)] as Watch | undefined;
    if (!watch) return base;
    const name = `${watch.brand} ${watch.model}`;
    return {
      title: `${name} Ref. ${watch.reference} | ${BUSINESS_NAME}`,
      description: summary(watch.description) || `${name}, reference ${watch.reference}, in ${watch.condition.toLowerCase()} condition.`,
      indexed: true,
      imageUrl: watch.imageUrl,
    };
  }
  if (page.path === ROUTES.collection(':slug') && params.slug !== ALL_WATCHES_SLUG) {
    const collections = data[API.collections] as Collection[] | undefined;
    if (!collections) return base;
    const collection = collections.find(({ slug }) => slug === params.slug);
    if (!collection) return pageMeta({ page: NOT_FOUND_PAGE, params: {} }, {}, business);
    return { title: `${collection.name} | ${BUSINESS_NAME}`, description: summary(collection.description), indexed: true, imageUrl: collection.imageUrl };
  }
  return base;
}

/** At most 160 characters, cut at a word. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
