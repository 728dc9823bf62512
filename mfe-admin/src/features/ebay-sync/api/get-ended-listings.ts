import { API, type EbayEndedListing } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

/**
 * GET /api/admin/ebay/ended-listings: the watches a suspect sync run found ended, waiting for the operator
 * (docs/ebay-sync.md); read only when the sync's status says some wait.
 */
export function useEndedListings(waiting: boolean) {
  return useApi<EbayEndedListing[]>(waiting ? API.admin.marketplace.endedListings : null);
}
