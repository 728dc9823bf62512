import { API, type UploadResult } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { dropKey } from '../../../lib/refresh';
import { uploadedImagesKey } from './get-uploaded-images';

/** POST /api/admin/upload (multipart field `image`): 201 {url, compressed, originalSize}; the BFF waits for the compression itself. */
export async function uploadImage(file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('image', file);
  const result = await mutateApi<UploadResult>(API.admin.upload, { body });
  await dropKey(uploadedImagesKey);
  return result;
}
