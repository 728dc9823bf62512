import { API, normalizeSearch, SEARCH, type Watch } from '@caliber/contracts';
import { useApi, useDebouncedValue } from '@caliber/ui';

const NONE: Watch[] = [];

/** The best few watches for what is typed, asked for once typing pauses and from two characters on. */
export function useSearchSuggestions(text: string): Watch[] {
  const q = normalizeSearch(useDebouncedValue(text, SEARCH.debounceMs));
  const { data } = useApi<Watch[]>(q.length >= SEARCH.suggestAfter ? API.searchWatches(q, SEARCH.suggestions) : null);
  return normalizeSearch(text).length >= SEARCH.suggestAfter ? (data ?? NONE) : NONE;
}
