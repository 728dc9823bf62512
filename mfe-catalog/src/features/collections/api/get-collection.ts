import { API, type CollectionDetail } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

const collectionKey = (slug: string) => API.collection(slug);

/** One collection with its watches; pass null to skip the request. */
export function useCollection(slug: string | null) {
  return useApi<CollectionDetail>(slug === null ? null : collectionKey(slug));
}
