import { API } from '@caliber/contracts';
import { apiFetch } from '@caliber/ui';
import { settleJob, type JobAccepted } from '../../../lib/jobs';
import type { ListingDetails } from '../lib/types';

/** GET /api/admin/ebay/listings?itemId=: the listing's details for a preview (may answer 202 and a job). */
export async function getListing(itemId: string): Promise<ListingDetails> {
  const url = `${API.admin.marketplace.listings}?${new URLSearchParams({ itemId: itemId.trim() })}`;
  return settleJob(await apiFetch<ListingDetails | JobAccepted>(url));
}
