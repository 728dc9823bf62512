import { Redis } from 'ioredis';
import type { WorkerConfig } from '../config/worker.config.js';

/**
 * A Redis connection for the worker. BullMQ's workers block on Redis and must keep retrying while it
 * is away (`maxRetriesPerRequest: null`); the worker has no caller waiting, so patience is right here.
 */
export function createRedis(config: WorkerConfig): Redis {
  const redis = new Redis(config.redisUrl, {
    maxRetriesPerRequest: null,
    connectTimeout: 5000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    ...(config.redisUrl.startsWith('rediss:') ? { tls: {} } : {}),
  });
  redis.on('error', () => undefined); // reconnects by itself; failures surface on the commands
  return redis;
}

export const REDIS = Symbol('REDIS');
