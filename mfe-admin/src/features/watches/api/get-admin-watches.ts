import { API, INVENTORY_DEFAULTS, type WatchPage } from '@caliber/contracts';
import { useApi } from '@caliber/ui';
import type { InventoryView } from '../hooks/use-inventory-view';

/** Every read of the inventory (each page, search and filter) is a query of this path; writes refresh them all. */
export const adminWatchesKey = API.admin.watches;

/** The page the view asks for, as GET /api/admin/watches?page=…&pageSize=…&sort=…&direction=…[&q&collectionId&availability&featured&ebayPriceDiffers]. */
export function inventoryKey(view: InventoryView): string {
  const query = new URLSearchParams({
    page: String(view.page),
    pageSize: String(INVENTORY_DEFAULTS.pageSize),
    sort: view.sort,
    direction: view.direction,
  });
  if (view.q.trim()) query.set('q', view.q.trim());
  if (view.collectionId !== null) query.set('collectionId', String(view.collectionId));
  if (view.availability !== null) query.set('availability', view.availability);
  if (view.featured !== null) query.set('featured', String(view.featured));
  if (view.ebayPriceDiffers !== null) query.set('ebayPriceDiffers', String(view.ebayPriceDiffers));
  return `${adminWatchesKey}?${query}`;
}

/** One page of the inventory, read while the Watches tab is open; the last page stays on screen while the next loads. */
export function useInventoryPage(view: InventoryView) {
  return useApi<WatchPage>(inventoryKey(view), { keepPreviousData: true });
}
