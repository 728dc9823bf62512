import { API, type MarketplaceConnect } from '@caliber/contracts';
import { apiFetch } from '@caliber/ui';

/** GET /api/admin/ebay/connect: eBay's consent page, carrying a fresh single-use `state`. */
export async function getConnectUrl(): Promise<string> {
  return (await apiFetch<MarketplaceConnect>(API.admin.marketplace.connect)).url;
}
