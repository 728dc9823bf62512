import { API, type ImportedWatch, type JobAccepted, type WatchOverrides } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { settleJob } from '../../../lib/jobs';
import { refreshAfterWrite } from '../../../lib/refresh';

/** POST /api/admin/ebay/import-from-url {url, collectionId, customData | null}. */
export async function importFromUrl(url: string, collectionId: number, customData: WatchOverrides | null): Promise<ImportedWatch> {
  const body = { url: url.trim(), collectionId, customData };
  const watch = await settleJob<'import-from-url'>(await mutateApi<ImportedWatch | JobAccepted>(API.admin.marketplace.importFromUrl, { body }));
  await refreshAfterWrite({ drop: [API.admin.watches] });
  return watch;
}
