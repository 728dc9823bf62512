import { INVENTORY_DEFAULTS, type Availability, type SortDirection, type WatchSortColumn } from '@caliber/contracts';
import { useState } from 'react';

/** What the Watch Inventory shows: the search, the filters, the order and the page. */
export interface InventoryView {
  q: string;
  collectionId: number | null;
  availability: Availability | null;
  featured: boolean | null;
  /** Only watches whose eBay price differs (true), only the others (false), or all (null). */
  ebayPriceDiffers: boolean | null;
  sort: WatchSortColumn;
  direction: SortDirection;
  page: number;
}

export type InventoryFilters = Pick<InventoryView, 'q' | 'collectionId' | 'availability' | 'featured' | 'ebayPriceDiffers'>;

const INITIAL_VIEW: InventoryView = {
  q: '',
  collectionId: null,
  availability: null,
  featured: null,
  ebayPriceDiffers: null,
  sort: INVENTORY_DEFAULTS.sort,
  direction: INVENTORY_DEFAULTS.direction,
  page: INVENTORY_DEFAULTS.page,
};

/** The inventory's view state: a new search, filter or order starts again at page 1. */
export function useInventoryView() {
  const [view, setView] = useState<InventoryView>(INITIAL_VIEW);

  const filter = (change: Partial<InventoryFilters>) => setView((current) => ({ ...current, ...change, page: 1 }));

  /** The same column again reverses the order; another column starts ascending (dates newest first). */
  const sortBy = (column: WatchSortColumn) =>
    setView((current) => ({
      ...current,
      sort: column,
      direction: current.sort === column ? (current.direction === 'asc' ? 'desc' : 'asc') : column === 'createdAt' ? 'desc' : 'asc',
      page: 1,
    }));

  const goTo = (page: number) => setView((current) => ({ ...current, page }));

  return { view, filter, sortBy, goTo };
}
