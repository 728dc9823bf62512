import { API, type JobAccepted, type ListingPreview } from '@caliber/contracts';
import { apiFetch } from '@caliber/ui';
import { settleJob } from '../../../lib/jobs';

/** GET /api/admin/ebay/listings?itemId=: the listing's details for a preview (may answer 202 and a job). */
export async function getListing(itemId: string): Promise<ListingPreview> {
  const url = `${API.admin.marketplace.listings}?${new URLSearchParams({ itemId: itemId.trim() })}`;
  return settleJob<'preview-listing'>(await apiFetch<ListingPreview | JobAccepted>(url));
}
