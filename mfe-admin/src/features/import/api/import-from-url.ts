import { API, type Watch } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { settleJob, type JobAccepted } from '../../../lib/jobs';
import { refreshAfterWrite } from '../../../lib/refresh';
import type { ScrapedListing } from '../lib/types';

/** POST /api/admin/ebay/import-from-url {url, collectionId, customData | null}. */
export async function importFromUrl(url: string, collectionId: number, customData: ScrapedListing | null): Promise<Watch> {
  const body = { url: url.trim(), collectionId, customData };
  const watch = await settleJob(await mutateApi<Watch | JobAccepted>(API.admin.marketplace.importFromUrl, { body }));
  await refreshAfterWrite({ drop: [API.admin.watches] });
  return watch;
}
