import { API, byDisplayOrder, type Collection } from '@caliber/contracts';
import { useApi, type SelectOption } from '@caliber/ui';
import { useMemo } from 'react';

export const adminCollectionsKey = API.admin.collections;

/** Every collection in display order; several tabs read it (grid, order, watch and import selects). */
export function useAdminCollections() {
  const response = useApi<Collection[]>(adminCollectionsKey);
  const collections = useMemo(() => (response.data ? [...response.data].sort(byDisplayOrder) : undefined), [response.data]);
  return { ...response, collections };
}

/** The collections as select options, the id as the value (watch form and the import cards). */
export function useCollectionOptions(): SelectOption[] {
  const { collections = [] } = useAdminCollections();
  return collections.map((collection) => ({ value: String(collection.id), label: collection.name }));
}
