/**
 * The storefront search's limits and the one spelling of a search text, apart from the API's schema
 * (watch-search.ts): the browser reads these on every page, and the schema brings superstruct (docs/search.md).
 */
export const SEARCH = {
  /** Longest text a search takes. */
  maxLength: 100,
  /** Suggestions start once this many characters are typed. */
  suggestAfter: 2,
  /** Most watches a search answers, best first. */
  maxResults: 48,
  /** Suggestions under the header's search field. */
  suggestions: 6,
  /** Pause after the last key before suggestions are asked for. */
  debounceMs: 200,
} as const;

/** The search text as the API and the search page use it: trimmed, inner spaces collapsed. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** One spelling for the texts that find the same watches (letter case and spacing aside): the search's cache key. */
export function searchKey(text: string): string {
  return normalizeSearch(text).toLowerCase();
}
