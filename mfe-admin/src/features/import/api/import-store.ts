import { API } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { settleJob, type JobAccepted, type JobStatus } from '../../../lib/jobs';
import { refreshAfterWrite } from '../../../lib/refresh';
import type { StoreImportResult } from '../lib/types';

/** POST /api/admin/ebay/import-store {storeId, collectionId} → 202 and a job whose progress is reported. */
export async function importStore(
  storeId: string,
  collectionId: number,
  onProgress: (progress: JobStatus<StoreImportResult>['progress']) => void,
): Promise<StoreImportResult> {
  const accepted = await mutateApi<StoreImportResult | JobAccepted>(API.admin.marketplace.importStore, {
    body: { storeId: storeId.trim(), collectionId },
  });
  const result = await settleJob(accepted, onProgress);
  await refreshAfterWrite({ drop: [API.admin.watches] });
  return result;
}
