import { API, type EbayEndedDecision } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { refreshAfterWrite } from '../../../lib/refresh';

/**
 * POST /api/admin/ebay/ended-listings/{id} {decision: 'confirm' | 'dismiss'} → 204; then the waiting listings, the
 * sync line and the inventory are read again (a confirmed watch is sold).
 */
export async function decideEndedListing(watchId: number, decision: EbayEndedDecision): Promise<void> {
  await mutateApi<void>(API.admin.marketplace.endedListing(watchId), { body: { decision } });
  await refreshAfterWrite({ revalidate: [API.admin.marketplace.endedListings, API.admin.marketplace.sync], drop: [API.admin.watches] });
}
