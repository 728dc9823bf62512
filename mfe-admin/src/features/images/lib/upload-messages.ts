import type { UploadResult } from '@caliber/contracts';
import { ApiError } from '@caliber/ui';
import { formatBytes } from '../../../lib/format';

/** 'Upload successful' toast text, noting automatic compression from the original size. */
export function uploadSuccessText(result: UploadResult): string {
  return result.compressed
    ? `The image was automatically compressed from ${formatBytes(result.originalSize)}.`
    : 'The image is ready to use.';
}

/** 'Upload failed' toast text: the server refused it, or the call itself broke. */
export function uploadFailureText(error: unknown): string {
  return error instanceof ApiError ? 'Failed to upload image' : 'An error occurred while uploading the image';
}
