import { API, type Watch } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

const featuredWatchesKey = API.featuredWatches;

export function useFeaturedWatches() {
  return useApi<Watch[]>(featuredWatchesKey);
}
