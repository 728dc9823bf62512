import { API, type CollectionLink } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

/** The collections for the header's dropdown and mobile menu; empty while loading or on failure. */
export function useCollectionLinks(): CollectionLink[] {
  const { data } = useApi<CollectionLink[]>(API.collections);
  return data ?? [];
}
