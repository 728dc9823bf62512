import { API } from '@caliber/contracts';
import { apiFetch } from '@caliber/ui';
import { settleJob, type JobAccepted } from '../../../lib/jobs';
import type { ScrapedListing } from '../lib/types';

/** GET /api/admin/ebay/scrape-details?url=: a listing page's watch details. */
export async function scrapeDetails(url: string): Promise<ScrapedListing> {
  const path = `${API.admin.marketplace.scrapeDetails}?${new URLSearchParams({ url: url.trim() })}`;
  return settleJob(await apiFetch<ScrapedListing | JobAccepted>(path));
}
