import { API, type Watch } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

export const watchKey = (slug: string) => API.watch(slug);

export function useWatch(slug: string) {
  return useApi<Watch>(watchKey(slug));
}
