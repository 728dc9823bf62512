import { API, type Watch } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

const similarWatchesKey = (slug: string) => API.similarWatches(slug);

/** The watch page's "You May Also Like", first data of the page (its row in the page table). */
export function useSimilarWatches(slug: string) {
  return useApi<Watch[]>(similarWatchesKey(slug));
}
