import { API, type MarketplaceStatus } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

/** GET /api/admin/ebay/status: whether API credentials are set and an account is connected. */
export function useMarketplaceStatus() {
  return useApi<MarketplaceStatus>(API.admin.marketplace.status);
}
