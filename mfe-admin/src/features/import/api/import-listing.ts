import { API, type Watch } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { settleJob, type JobAccepted } from '../../../lib/jobs';
import { refreshAfterWrite } from '../../../lib/refresh';
import type { EditedListing } from '../lib/types';

/** POST /api/admin/ebay/import {itemId, collectionId, editedData}. */
export async function importListing(itemId: string, collectionId: number, editedData: EditedListing | null): Promise<Watch> {
  const body = { itemId: itemId.trim(), collectionId, ...(editedData ? { editedData } : {}) };
  const watch = await settleJob(await mutateApi<Watch | JobAccepted>(API.admin.marketplace.import, { body }));
  await refreshAfterWrite({ drop: [API.admin.watches] });
  return watch;
}
