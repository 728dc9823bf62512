import { API, type ImportedWatch, type JobAccepted, type WatchOverrides } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { settleJob } from '../../../lib/jobs';
import { refreshAfterWrite } from '../../../lib/refresh';

/** POST /api/admin/ebay/import {itemId, collectionId, editedData?}. */
export async function importListing(itemId: string, collectionId: number, editedData: WatchOverrides | null): Promise<ImportedWatch> {
  const body = { itemId: itemId.trim(), collectionId, ...(editedData ? { editedData } : {}) };
  const watch = await settleJob<'import-listing'>(await mutateApi<ImportedWatch | JobAccepted>(API.admin.marketplace.import, { body }));
  await refreshAfterWrite({ drop: [API.admin.watches] });
  return watch;
}
