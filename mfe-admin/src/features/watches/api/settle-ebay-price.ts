import { API, type EbayPriceChoice } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { refreshAfterWrite } from '../../../lib/refresh';

/** POST /api/admin/ebay/price-differences/{id} {take: 'ebay' | 'ours'} → 204; then the inventory and the flags are read again. */
export async function settleEbayPrice(watchId: number, take: EbayPriceChoice): Promise<void> {
  await mutateApi<void>(API.admin.marketplace.priceDifference(watchId), { body: { take } });
  await refreshAfterWrite({ revalidate: [API.admin.watches, API.admin.marketplace.priceDifferences, API.admin.marketplace.sync] });
}
