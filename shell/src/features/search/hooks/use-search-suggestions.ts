import { API, normalizeSearch, SEARCH, searchTextProblem, type Watch } from '@caliber/contracts';
import { useApi, useDebouncedValue } from '@caliber/ui';

const NONE: Watch[] = [];

/**
 * The best few watches for what is typed, asked for once typing pauses and from two characters on; none for
 * a text past the search's limits (the search page says what to shorten).
 */
export function useSearchSuggestions(text: string): Watch[] {
  const q = normalizeSearch(useDebouncedValue(text, SEARCH.debounceMs));
  const { data } = useApi<Watch[]>(q.length >= SEARCH.suggestAfter && !searchTextProblem(q) ? API.searchWatches(q, SEARCH.suggestions) : null);
  return normalizeSearch(text).length >= SEARCH.suggestAfter ? (data ?? NONE) : NONE;
}
