import { API, type Watch } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

const watchKey = (slug: string) => API.watch(slug);

export function useWatch(slug: string) {
  return useApi<Watch>(watchKey(slug));
}
