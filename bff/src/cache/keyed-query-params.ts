import { API, check, FILTER_PARAM_NAMES, limitKey, matchPage, ROUTES, SEARCH, searchKey, watchCardsPathOf, watchCardsQuerySchema, watchCardsRequestOf } from '@caliber/contracts';

/** The query parameter of a search: answers keyed by it go on the searches' own shelf of the cache. */
export const SEARCH_PARAM = 'q';
const LIMIT_PARAM = 'limit';

/**
 * The query parameters each public read uses, by path (a page by its route pattern): only these enter its
 * cache key, so any other query string cannot mint new cache entries (docs/server-rendering.md, "Caching").
 */
export const KEYED_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [API.watches]: [SEARCH_PARAM, LIMIT_PARAM],
};

/**
 * How each keyed parameter's value is spelled in the key, since values that get the same answer can be
 * spelled several ways (`limit=06`, `limit=6.0`); '' leaves the parameter out, null keeps the request
 * out of the cache (the API answers it with its own 400), as does a keyed parameter with no spelling here.
 */
export const KEYED_VALUE_SPELLING: Readonly<Partial<Record<string, (value: string) => string | null>>> = {
  [SEARCH_PARAM]: (text) => (text.length > SEARCH.maxLength ? null : searchKey(text)),
  [LIMIT_PARAM]: limitKey,
};

/**
 * Paths whose whole query is read by one rule and spelled again as the key (null when the API refuses it):
 * a list's piece names its list by several parameters that only mean something together (docs/storefront.md, "Long lists").
 */
export const WHOLE_QUERY_SPELLING: Readonly<Record<string, (query: URLSearchParams) => string | null>> = {
  [API.watchCardsBase]: (query) => {
    const result = check(watchCardsQuerySchema, Object.fromEntries(query));
    return result.ok ? watchCardsPathOf(watchCardsRequestOf(result.value)) : null;
  },
};

/**
 * Parameters whose answers are rendered for each visitor and never kept: the search page and filtered
 * lists are drawn from cached catalogue data (the search page's watches from the cached search answer),
 * so keeping every filter combination would only crowd the cache (docs/search.md).
 */
export const FRESH_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [ROUTES.search]: [SEARCH_PARAM, ...FILTER_PARAM_NAMES],
  [ROUTES.collection(':slug')]: FILTER_PARAM_NAMES,
};

/** The entry of `table` for a path: the path's own, else its page's route pattern's. */
export function queryParamsOf<T>(table: Readonly<Record<string, T>>, path: string): T | undefined {
  return table[path] ?? (path.startsWith('/api/') ? undefined : table[matchPage(path).page.path]);
}

/** Whether a cache key is a search's (see `SEARCH_PARAM`). */
export function isSearchKey(key: string): boolean {
  const queryAt = key.indexOf('?');
  return queryAt !== -1 && new URLSearchParams(key.slice(queryAt + 1)).has(SEARCH_PARAM);
}
