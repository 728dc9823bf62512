import { API, type JobAccepted, type JobProgress, type StoreImportResult } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { settleJob } from '../../../lib/jobs';
import { refreshAfterWrite } from '../../../lib/refresh';

/** POST /api/admin/ebay/import-store {storeId, collectionId} → 202 and a job reporting n of N. */
export async function importStore(storeId: string, collectionId: number, onProgress: (progress: JobProgress) => void): Promise<StoreImportResult> {
  const accepted = await mutateApi<JobAccepted>(API.admin.marketplace.importStore, { body: { storeId: storeId.trim(), collectionId } });
  const result = await settleJob<'import-store'>(accepted, onProgress);
  await refreshAfterWrite({ drop: [API.admin.watches] });
  return result;
}
