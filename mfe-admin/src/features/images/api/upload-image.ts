import { API, type UploadResult } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { settleJob, type JobAccepted } from '../../../lib/jobs';
import { dropKey } from '../../../lib/refresh';
import { uploadedImagesKey } from './get-uploaded-images';

/** POST /api/admin/upload (multipart field `image`): 201 {url, compressed, originalSize}, or 202 while compressing. */
export async function uploadImage(file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('image', file);
  const result = await settleJob(await mutateApi<UploadResult | JobAccepted>(API.admin.upload, { body }));
  await dropKey(uploadedImagesKey);
  return result;
}
