import type { dataSourceOptions } from '@caliber/db';
import type { FileStorageOptions } from './storage/create-file-storage.js';

export const CORE_OPTIONS = Symbol('CORE_OPTIONS');
/** The app's `FileStorage`, made from `CoreOptions.storage`. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** `DATABASE_URL` and `DATABASE_POOL_SIZE`, as `@caliber/config` checked them. */
export type DatabaseSettings = Parameters<typeof dataSourceOptions>[0];

/** What the core's services read of the app's settings. */
export interface CoreOptions {
  database: DatabaseSettings;
  /** Whether this app keeps something built from the catalogue (the BFF's caches) and so hears its changes; the worker only writes. */
  listenToCatalogue: boolean;
  storage: FileStorageOptions;
}
