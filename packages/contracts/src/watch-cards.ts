import { API } from './api-paths.js';
import { ALL_WATCHES_SLUG } from './routes.js';
import type { Watch } from './entities.js';
import { normalizeSearch } from './search-text.js';
import { FILTER_PARAMS, readFilters, writeFilters, type ListSort, type MovementKind, type WatchFilters } from './watch-filters.js';

/**
 * The lists of the collection, all-watches and search pages, served in pieces (docs/storefront.md, "Long
 * lists"): the server sorts and filters the whole match set and answers a piece of cards at a time, so the
 * browser never holds the whole catalogue.
 */

/** What a card shows of a watch: no description, no gallery. */
export type WatchCardData = Pick<
  Watch,
  | 'id'
  | 'slug'
  | 'brand'
  | 'model'
  | 'reference'
  | 'price'
  | 'availability'
  | 'imageUrl'
  | 'movement'
  | 'caseMaterial'
  | 'caseSize'
  | 'condition'
  | 'collectionSlug'
  | 'collectionName'
>;

export const WATCH_CARD_FIELDS = [
  'id',
  'slug',
  'brand',
  'model',
  'reference',
  'price',
  'availability',
  'imageUrl',
  'movement',
  'caseMaterial',
  'caseSize',
  'condition',
  'collectionSlug',
  'collectionName',
] as const satisfies readonly (keyof WatchCardData)[];

/** The card of a watch. */
export function toWatchCard(watch: WatchCardData): WatchCardData {
  return Object.fromEntries(WATCH_CARD_FIELDS.map((name) => [name, watch[name]])) as unknown as WatchCardData;
}

/** The choices of a list's filters, computed on its whole match set (before its filters apply). */
export interface WatchListChoices {
  brands: string[];
  movements: MovementKind[];
  /** The lowest and highest price of the match set; null when it is empty. */
  price: { min: number; max: number } | null;
}

/** One piece of a list: `GET /api/watch-cards?offset=…&limit=…` and the list's own parameters. */
export interface WatchCardsPiece {
  items: WatchCardData[];
  offset: number;
  limit: number;
  /** Watches in the whole list under the same filters. */
  total: number;
  /** Watches of the list before its filters (a search's matches: at most `SEARCH.maxResults`). */
  matched: number;
  /**
   * The catalogue the piece was cut from: pieces of one version join into one list with no watch twice or
   * missing; a piece of another version means the catalogue changed between them (docs/storefront.md).
   */
  version: string;
  choices: WatchListChoices;
}

export const WATCH_CARDS = {
  /** Cards in a piece: the server renders the first, the browser asks for the others as the visitor scrolls. A multiple of every column count (1-4). */
  piece: 24,
  /** The most cards one request may ask for. */
  maxLimit: 96,
} as const;

/** Query parameters of the list API beyond the filters. */
export const WATCH_CARDS_PARAMS = { offset: 'offset', limit: 'limit', collection: 'collection', q: 'q' } as const;

/** Which watches a list holds: a collection's, the search's matches, or every listed watch. */
export type WatchListSource = { collection: string } | { q: string } | { all: true };

/** The source of a collection page (the reserved slug all-watches is every watch). */
export function collectionSource(slug: string): WatchListSource {
  return slug === ALL_WATCHES_SLUG ? { all: true } : { collection: slug };
}

/** The order a list shows when its address names none. */
export function defaultSortOf(source: WatchListSource): ListSort {
  return 'q' in source ? 'relevance' : 'newest';
}

/**
 * The list's query string, in one spelling: its source, then its chosen filters in a fixed order. Pieces
 * add `offset` and `limit` (`watchCardsPath`); the browser's cache and the server's use the same key.
 */
export function watchListQuery(source: WatchListSource, filters: WatchFilters): URLSearchParams {
  const query = new URLSearchParams();
  if ('collection' in source) query.set(WATCH_CARDS_PARAMS.collection, source.collection);
  if ('q' in source) query.set(WATCH_CARDS_PARAMS.q, normalizeSearch(source.q));
  const written = writeFilters(new URLSearchParams(), filters, defaultSortOf(source));
  for (const name of Object.values(FILTER_PARAMS)) {
    const value = written.get(name);
    if (value !== null) query.set(name, value);
  }
  return query;
}

/** A piece of a list, as the API's query names it. */
export interface WatchCardsRequest {
  source: WatchListSource;
  filters: WatchFilters;
  offset: number;
  limit: number;
}

/** The one spelling of a piece's path (the browser's key and the server's cache key): the list's query, then offset and limit. */
export function watchCardsPathOf({ source, filters, offset, limit }: WatchCardsRequest): string {
  return API.watchCards(watchListQuery(source, filters), offset, limit);
}

/** The first piece of the list a page's address asks for: what the server renders. */
export function firstPieceOf(source: WatchListSource, pageQuery: URLSearchParams): WatchCardsRequest {
  return { source, filters: readFilters(pageQuery, defaultSortOf(source)), offset: 0, limit: WATCH_CARDS.piece };
}
