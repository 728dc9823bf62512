/**
 * The storefront search's limits and the one spelling of a search text, apart from the API's schema
 * (watch-search.ts): the browser reads these on every page, and the schema brings superstruct (docs/search.md).
 */
export const SEARCH = {
  /** Longest text a search takes. */
  maxLength: 100,
  /** Most words a search takes (every word is matched against every brand, model and reference). */
  maxWords: 10,
  /** Suggestions start once this many characters are typed. */
  suggestAfter: 2,
  /** Most watches a search answers, best first. */
  maxResults: 48,
  /** Suggestions under the header's search field. */
  suggestions: 6,
  /** Pause after the last key before suggestions are asked for. */
  debounceMs: 200,
} as const;

/**
 * Why the API refuses a search text ('Must be at most 100 characters'), or null when it takes it: one rule
 * for the API, the search page (which the BFF answers 400 past it) and the search fields.
 */
export function searchTextProblem(text: string): string | null {
  if (text.length > SEARCH.maxLength) return `Must be at most ${SEARCH.maxLength} characters`;
  if (normalizeSearch(text).split(' ').length > SEARCH.maxWords) return `Must be at most ${SEARCH.maxWords} words`;
  return null;
}

/** The search text as the API and the search page use it: trimmed, inner spaces collapsed. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** One spelling for the texts that find the same watches (letter case and spacing aside): the search's cache key. */
export function searchKey(text: string): string {
  return normalizeSearch(text).toLowerCase();
}
