import { API, type Watch } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

const watchesKey = API.watches;

/** Every watch, for the all-watches collection page. */
export function useWatches() {
  return useApi<Watch[]>(watchesKey);
}
