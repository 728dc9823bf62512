import { define, object, optional, type Infer } from 'superstruct';
import { email, LIMITS, requiredText } from './fields.js';
import { withJsonSchema } from './json-schema.js';
import { formatPrice } from './price.js';
import { ALL_WATCHES_SLUG, ROUTES } from './routes.js';
import { normalizeSearch, searchKey, searchTextProblem, SEARCH } from './search-text.js';
import { ALL_BRANDS } from './watch-order.js';
import {
  ANY_CONDITION,
  ANY_MOVEMENT,
  BEST_MATCH,
  FILTER_PARAMS,
  filterProblem,
  hasFilters,
  readFilters,
  writeFilters,
  type WatchFilters,
} from './watch-filters.js';

/**
 * Search alerts (docs/search-alerts.md): an address asks to hear when a watch matching a search arrives.
 * The search is the catalogue's own: its text `q`, the filters as the catalogue's query string names them
 * (`watch-filters.ts`), and the collection page it was asked on.
 */
export const SEARCH_ALERTS = {
  /** A sign-up waits this long for its confirmation; then its link lapses and the worker forgets it. */
  confirmMs: 7 * 24 * 3600_000,
  /** At most one e-mail per address in this time: what arrives meanwhile waits for the next digest. */
  mailEveryMs: 24 * 3600_000,
  /** Most watches one alert lists in an e-mail (the newest), with a link to the whole search. */
  watchesPerAlert: 12,
  /** A manage link works this long after it was mailed; then its page offers to mail a new one. */
  manageLinkMs: 30 * 24 * 3600_000,
  /** Longest token of a link in a search alert e-mail. */
  tokenLength: 600,
  /** Most confirmed alerts of one address: confirming one more is refused, a sign-up past it sends nothing. */
  confirmedPerAddress: 20,
} as const;

/** The filter parameters an alert keeps: those of the catalogue's query string but the sort, which does not change what matches. */
const ALERT_FILTER_PARAMS = Object.values(FILTER_PARAMS).filter((name) => name !== FILTER_PARAMS.sort);

/** The filters of an alert, as the catalogue's query string names them (`{brand: 'Rolex', price_max: '10000'}`). */
export type SearchAlertFilters = Record<string, string>;

const alertFilters = withJsonSchema(
  define<SearchAlertFilters>('searchAlertFilters', (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Give the filters as an object of the catalogue\'s filter parameters, such as {"brand": "Rolex"}';
    for (const [name, text] of Object.entries(value)) {
      if (name === FILTER_PARAMS.sort) continue;
      if (!ALERT_FILTER_PARAMS.includes(name)) return `"${name.slice(0, 40)}" is not a filter; the filters are ${ALERT_FILTER_PARAMS.join(', ')}`;
      if (typeof text !== 'string' || text.length > LIMITS.watchText) return `The filter ${name} must be text of at most ${LIMITS.watchText} characters`;
    }
    return filterProblem(new URLSearchParams(value as SearchAlertFilters), BEST_MATCH) ?? true;
  }),
  {
    type: 'object',
    description: `The catalogue's filters as its query string names them (${ALERT_FILTER_PARAMS.join(', ')}); the sort is ignored.`,
    additionalProperties: { type: 'string', maxLength: LIMITS.watchText },
  },
);

const alertSearchText = withJsonSchema(
  define<string>('searchAlertText', (value) => {
    if (typeof value !== 'string') return 'Give the search text as text';
    return searchTextProblem(value) ?? true;
  }),
  { type: 'string', maxLength: SEARCH.maxLength, description: 'The search text, as on the search page; may be empty.' },
);

const collectionSlug = withJsonSchema(
  define<string>('collectionSlug', (value) => (typeof value === 'string' && value.length <= LIMITS.slug) || `Must be a collection's slug, at most ${LIMITS.slug} characters`),
  { type: 'string', maxLength: LIMITS.slug, description: "The collection page's slug; absent (or all-watches) for every collection." },
);

/** POST /api/search-alerts: the address and the search. At least a text, a filter or a collection. */
export const searchAlertSchema = object({
  email: email(),
  q: optional(alertSearchText),
  collection: optional(collectionSlug),
  filters: optional(alertFilters),
});
export type SearchAlertPayload = Infer<typeof searchAlertSchema>;

/** POST /api/search-alerts/confirm, /unsubscribe: the token of an e-mail's link. */
export const searchAlertTokenSchema = object({ token: requiredText(SEARCH_ALERTS.tokenLength) });
export type SearchAlertTokenPayload = Infer<typeof searchAlertTokenSchema>;

/** One search as an alert keeps it: the text normalized (lower case), the filters as one canonical query string. */
export interface AlertSearch {
  q: string;
  /** `brand=Rolex&price_max=10000`: the chosen filters only, in the catalogue's order. */
  filters: string;
}

/** The search of a payload, in the one spelling alerts keep (so the same search asked twice is one alert). */
export function alertSearchOf(payload: Pick<SearchAlertPayload, 'q' | 'filters'>): AlertSearch {
  return { q: searchKey(payload.q ?? ''), filters: alertFilterQuery(new URLSearchParams(payload.filters ?? {})) };
}

/** The chosen filters of a query string, canonical and without the sort. */
export function alertFilterQuery(query: URLSearchParams): string {
  const filters = { ...readFilters(query, BEST_MATCH), sort: BEST_MATCH } as WatchFilters;
  return writeFilters(new URLSearchParams(), filters, BEST_MATCH).toString();
}

/** The filters an alert keeps, as the catalogue applies them (`applyFilters`). */
export function alertWatchFilters(filters: string): WatchFilters {
  return readFilters(new URLSearchParams(filters), BEST_MATCH);
}

/** Whether a page's search is one an alert can be asked for: a text, or a filter beyond the sort. */
export function canAlert(q: string, filters: WatchFilters): boolean {
  return normalizeSearch(q) !== '' || hasFilters({ ...filters, sort: BEST_MATCH });
}

/** The collection an alert names, absent for every collection (all-watches and the search page). */
export const alertCollectionSlug = (slug: string | undefined): string | undefined => (slug && slug !== ALL_WATCHES_SLUG ? slug : undefined);

/** Where an alert's search is shown: the collection page (or all watches) or the search page, with its filters. */
export function alertSearchPath(search: AlertSearch, collectionSlug: string | null): string {
  const query = new URLSearchParams(search.filters);
  if (collectionSlug === null && search.q) return `${ROUTES.search}?${new URLSearchParams({ q: search.q, ...Object.fromEntries(query) })}`;
  if (search.q) query.set('q', search.q);
  const text = query.toString();
  return `${ROUTES.collection(collectionSlug ?? ALL_WATCHES_SLUG)}${text ? `?${text}` : ''}`;
}

/** The search in words: `"submariner" in Divers' Watches · Rolex · up to $10,000`. */
export function describeAlertSearch(search: AlertSearch, collectionName: string | null): string {
  const filters = alertWatchFilters(search.filters);
  const parts = [search.q ? `"${search.q}"` : null, collectionName, filters.brand !== ALL_BRANDS ? filters.brand : null, ...catalogueParts(filters)];
  const words = parts.filter((part): part is string => part !== null);
  return words.length > 0 ? words.join(' · ') : 'Every new watch';
}

/** What a confirmation e-mail says when none of a search is in the catalogue's own words. */
export const A_SEARCH_YOU_SAVED = 'a search you saved';

/**
 * The search in the catalogue's words only, for the e-mail to an address that has not confirmed yet
 * (docs/security.md): the collection's name, the brand as the catalogue spells it (`catalogueBrand`, null
 * when no watch has it), the enumerated condition and movement, the numeric ranges. Nothing the sender
 * typed: a search text is left out, and a search with no such part is "a search you saved".
 */
export function describeCatalogueSearch(search: AlertSearch, collectionName: string | null, catalogueBrand: string | null): string {
  const parts = [collectionName, catalogueBrand, ...catalogueParts(alertWatchFilters(search.filters))].filter((part): part is string => part !== null);
  if (parts.length === 0) return A_SEARCH_YOU_SAVED;
  return search.q ? `${A_SEARCH_YOU_SAVED}: ${parts.join(' · ')}` : parts.join(' · ');
}

/** The filters past the brand in words: condition, movement and the ranges. */
function catalogueParts(filters: WatchFilters): (string | null)[] {
  const range = (min: number | null, max: number | null, unit: (value: number) => string) =>
    min !== null && max !== null ? `${unit(min)} to ${unit(max)}` : min !== null ? `from ${unit(min)}` : max !== null ? `up to ${unit(max)}` : null;
  return [
    filters.condition !== ANY_CONDITION ? filters.condition : null,
    filters.movement !== ANY_MOVEMENT ? filters.movement : null,
    range(filters.minPrice, filters.maxPrice, (value) => formatPrice(value)),
    range(filters.minCaseSize, filters.maxCaseSize, (value) => `${value} mm`),
    range(filters.minYear, filters.maxYear, String),
  ];
}

export const SEARCH_ALERT_MESSAGES = {
  nothingToWatch: 'Give a search text, a filter or a collection: an alert for every watch is what the newsletter is for',
  invalidConfirmation: 'This confirmation link is not valid or has expired. Ask for the alert again and open the link of the new e-mail within 7 days.',
  invalidLink: 'This link is not valid. Open the link from one of our e-mails as it is, or write to us and we will remove your alerts.',
  expiredManageLink: 'This link to your alerts is more than 30 days old. We can e-mail a new one to the address it was sent to.',
  tooManyAlerts: `This address has ${SEARCH_ALERTS.confirmedPerAddress} search alerts already, the most one address can have. Delete one from the page of your alerts (its link is in this e-mail), then open this link again.`,
  unknownCollection: (slug: string) => `No collection has the slug "${slug.slice(0, 40)}"`,
} as const;

/** POST /api/search-alerts: the same answer whatever the address's state (docs/search-alerts.md). */
export interface SearchAlertRequested {
  requested: true;
}

export interface SearchAlertConfirmed {
  confirmed: true;
}

export interface SearchAlertDeleted {
  deleted: true;
}

/** POST /api/search-alerts/manage-link: a new manage link is on its way to the address. */
export interface SearchAlertManageLinkSent {
  sent: true;
}

/** One of an address's alerts, as its manage page lists it. */
export interface ManagedSearchAlert {
  id: number;
  description: string;
  /** The storefront page of the search (`/search?q=…`, `/collection/…?brand=…`). */
  searchPath: string;
  confirmed: boolean;
  createdAt: string;
}

/** POST /api/search-alerts/manage: every alert of the address the token names. */
export interface ManagedSearchAlerts {
  email: string;
  alerts: ManagedSearchAlert[];
}

/** GET /api/admin/search-alerts: one search and how many addresses wait for it. */
export interface SearchAlertGroup {
  description: string;
  q: string;
  collection: string | null;
  filters: string;
  searchPath: string;
  confirmedAddresses: number;
  pendingAddresses: number;
  /** When the latest address asked for it. */
  latestAt: string;
}
