import type { Redis } from 'ioredis';
import type { FileStorageOptions } from './storage/create-file-storage.js';

export const CORE_OPTIONS = Symbol('CORE_OPTIONS');
/** The app's `FileStorage`, made from `CoreOptions.storage`. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** What each app hands the core: its Redis connection and key prefix, whether it listens to catalogue changes, where images are stored. */
export interface CoreOptions {
  /** The app's shared connection, for announcing changes. */
  redis: Redis;
  redisPrefix: string;
  /**
   * A new connection for listening (a subscribed connection can do nothing else). Given by apps that keep
   * something built from the catalogue (the BFF's caches); the worker only announces.
   */
  createSubscriber?: () => Redis;
  storage: FileStorageOptions;
}
