import type { StorageSettings } from '@caliber/config';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** The bucket when S3_BUCKET is set, else the local folder (docs/configuration.md). */
export function createFileStorage(settings: StorageSettings): FileStorage {
  return settings.s3 ? new S3FileStorage(settings.s3) : new LocalFileStorage(settings.uploadDir);
}
