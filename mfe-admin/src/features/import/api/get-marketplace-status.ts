import { API } from '@caliber/contracts';
import { useApi } from '@caliber/ui';
import type { MarketplaceStatus } from '../lib/types';

/** GET /api/admin/ebay/status: whether API credentials are set and an account is connected. */
export function useMarketplaceStatus() {
  return useApi<MarketplaceStatus>(API.admin.marketplace.status);
}
