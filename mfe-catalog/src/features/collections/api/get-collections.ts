import { API, type Collection } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

const collectionsKey = API.collections;

/** Collections in display order (the BFF sorts them). */
export function useCollections() {
  return useApi<Collection[]>(collectionsKey);
}
