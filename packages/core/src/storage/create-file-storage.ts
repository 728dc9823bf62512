import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage, type S3StorageOptions } from './s3-file-storage.js';

/** Which storage an app uses: the bucket when it has one (S3_BUCKET), else the local folder (docs/configuration.md). */
export interface FileStorageOptions {
  uploadDir: string;
  s3: S3StorageOptions | null;
}

export function createFileStorage(settings: FileStorageOptions): FileStorage {
  return settings.s3 ? new S3FileStorage(settings.s3) : new LocalFileStorage(settings.uploadDir);
}
