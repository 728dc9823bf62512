/**
 * The SQL of the search rule (docs/search.md): the search alerts run it, and the storefront's index in memory
 * answers as it does. The matching is the function `watch_search_matches`
 * of migration 1764288100000-watch-search-function: PostgreSQL plans it once per connection, through the
 * indexes of migration 1764201800000-watch-search, where planning this statement afresh for every text
 * cost as much as running it.
 */

/** The search's parameters, named as TypeORM names them (`:searchText`, `:searchLimit`). */
export interface SearchParameters {
  searchText: string;
  searchLimit: number;
}

/**
 * The matching watches' ids (`id`, `created_at`, `rank`), best first, at most `:searchLimit`: the reference
 * itself, then a reference beginning with the text, then brand and model words (a misspelt brand forgiven),
 * then a reference containing it, then the collection's name; ties newest first.
 */
export const SEARCH_MATCHES_SQL = 'SELECT id, created_at, rank FROM watch_search_matches(:searchText, :searchLimit)';
