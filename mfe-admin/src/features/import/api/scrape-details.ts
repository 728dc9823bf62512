import { API, type JobAccepted, type ScrapedListing } from '@caliber/contracts';
import { apiFetch } from '@caliber/ui';
import { settleJob } from '../../../lib/jobs';

/** GET /api/admin/ebay/scrape-details?url=: a listing's watch details (may answer 202 and a job). */
export async function scrapeDetails(url: string): Promise<ScrapedListing> {
  const path = `${API.admin.marketplace.scrapeDetails}?${new URLSearchParams({ url: url.trim() })}`;
  return settleJob<'scrape-listing'>(await apiFetch<ScrapedListing | JobAccepted>(path));
}
