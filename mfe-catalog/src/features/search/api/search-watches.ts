import { API, type Watch } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

/** The watches matching a search, best first; an empty text asks nothing. */
export function useSearchWatches(q: string) {
  return useApi<Watch[]>(q ? API.searchWatches(q) : null);
}
