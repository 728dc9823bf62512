import { API, type EbaySyncRun, type JobAccepted } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { settleJob } from '../../../lib/jobs';
import { refreshAfterWrite } from '../../../lib/refresh';

/**
 * POST /api/admin/ebay/sync → 202 and the sync's job, followed to its end; then the sync line, the ended listings, the
 * inventory and the price differences are read again.
 */
export async function syncNow(): Promise<EbaySyncRun | null> {
  const accepted = await mutateApi<JobAccepted>(API.admin.marketplace.sync);
  const run = await settleJob<'sync-ebay'>(accepted);
  await refreshAfterWrite({ revalidate: [API.admin.marketplace.sync, API.admin.marketplace.endedListings], drop: [API.admin.watches, API.admin.marketplace.priceDifferences] });
  return run;
}
