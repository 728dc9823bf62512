import { API, FILTER_PARAM_NAMES, matchPage, ROUTES } from '@caliber/contracts';

/**
 * The query parameters each public read uses, by path (a page by its route pattern): only these enter its
 * cache key, so any other query string cannot mint new cache entries (docs/server-rendering.md, "Caching").
 */
export const KEYED_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [API.watches]: ['limit'],
};

/**
 * Parameters that take any text or number a visitor types: a request carrying one is answered fresh
 * and never kept, so searches and filtered pages cannot crowd the catalogue out of the cache. Their
 * reads are cheap (indexed search, a cached list filtered while rendering): docs/search.md.
 */
export const FRESH_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [API.watches]: ['q'],
  [ROUTES.search]: ['q', ...FILTER_PARAM_NAMES],
  [ROUTES.collection(':slug')]: FILTER_PARAM_NAMES,
};

/** The entry of `table` for a path: the path's own, else its page's route pattern's. */
export function queryParamsOf(table: Readonly<Record<string, readonly string[]>>, path: string): readonly string[] | undefined {
  return table[path] ?? (path.startsWith('/api/') ? undefined : table[matchPage(path).page.path]);
}
