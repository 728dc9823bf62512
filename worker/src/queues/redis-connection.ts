import type { ConnectionOptions, RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { WorkerConfig } from '../config/worker.config.js';

/**
 * BullMQ's workers block on Redis and must keep retrying while it is away (`maxRetriesPerRequest:
 * null`); the worker has no caller waiting, so patience is right for every connection it makes.
 */
function patientOptions(config: WorkerConfig): RedisOptions {
  return {
    maxRetriesPerRequest: null,
    connectTimeout: 5000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    ...(config.redisUrl.startsWith('rediss:') ? { tls: {} } : {}),
  };
}

/** A Redis connection of the worker's own (the eBay call limiter, the eBay sync's lock). */
export function createRedis(config: WorkerConfig): Redis {
  const redis = new Redis(config.redisUrl, patientOptions(config));
  redis.on('error', () => undefined); // reconnects by itself; failures surface on the commands
  return redis;
}

/** BullMQ's connection settings: each queue and worker opens its own connection from them. */
export function bullConnection(config: WorkerConfig): ConnectionOptions {
  return { url: config.redisUrl, ...patientOptions(config) };
}

export const REDIS = Symbol('REDIS');
