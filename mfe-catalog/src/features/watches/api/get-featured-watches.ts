import { API, type Watch } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

export const featuredWatchesKey = API.featuredWatches;

export function useFeaturedWatches() {
  return useApi<Watch[]>(featuredWatchesKey);
}
