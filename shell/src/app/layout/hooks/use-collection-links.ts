import { API, ROUTES, type CollectionLink } from '@caliber/contracts';
import { useApi } from '@caliber/ui';
import type { NavItem } from '../components/nav-items';

/**
 * The Collections menu of the header and of the mobile menu: 'View All Collections', then one link per
 * collection (none while loading or on failure).
 */
export function useCollectionLinks(): NavItem[] {
  const { data } = useApi<CollectionLink[]>(API.collections);
  return [
    { label: 'View All Collections', to: ROUTES.collections },
    ...(data ?? []).map((collection) => ({ label: collection.name, to: ROUTES.collection(collection.slug) })),
  ];
}
