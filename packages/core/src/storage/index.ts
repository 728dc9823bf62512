// `@caliber/core/storage`: the image storage alone, without Nest, for the demo seed and command-line steps.
export {
  assertStorableName,
  contentTypeOf,
  isStorableName,
  readWholeFile,
  StorageUnavailableError,
  type ByteRange,
  type FileInfo,
  type FileStorage,
  type ListedFile,
  type StoredFile,
} from './file-storage.js';
export { LocalFileStorage } from './local-file-storage.js';
export { S3FileStorage, type S3StorageOptions } from './s3-file-storage.js';
export { createFileStorage, type FileStorageOptions } from './create-file-storage.js';
export { copyFiles, type CopyProgress } from './copy-files.js';
