import { API, type UploadedImage } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

export const uploadedImagesKey = API.admin.uploadedImages;

/** GET /api/admin/uploaded-images, read only while the picker's gallery is open. */
export function useUploadedImages() {
  return useApi<UploadedImage[]>(uploadedImagesKey);
}
