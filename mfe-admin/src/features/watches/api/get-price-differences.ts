import { API, type EbayPriceDifference } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

/** GET /api/admin/ebay/price-differences: the watches whose eBay listing asks another price (docs/ebay-sync.md), by watch id. */
export function usePriceDifferences() {
  const { data } = useApi<EbayPriceDifference[]>(API.admin.marketplace.priceDifferences);
  return new Map((data ?? []).map((difference) => [difference.watchId, difference]));
}
