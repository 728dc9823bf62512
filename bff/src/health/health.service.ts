import type { HealthReport } from '@caliber/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { REDIS } from '../redis/redis.module.js';
import { RemoteBuildsService } from '../site/remote-builds/remote-builds.service.js';
import { DatabaseRepository } from './database.repository.js';

const PROBE_TIMEOUT_MS = 1500;

function withinTimeout(probe: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    probe.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
  ]).catch(() => false);
}

/** True once the connection is ready, false after `ms`; either way it leaves no listener behind. */
function readyWithin(redis: Redis, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => settle(true);
    const timer = setTimeout(() => settle(false), ms).unref();
    redis.once('ready', onReady);
  });
}

@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseRepository,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cache: PublicCacheService,
    private readonly remoteBuilds: RemoteBuildsService,
  ) {}

  /** Waits for a connection still being made (as just after start) instead of failing the probe at once. */
  private async pingRedis(): Promise<unknown> {
    if (this.redis.status === 'connecting' || this.redis.status === 'connect' || this.redis.status === 'reconnecting') {
      if (!(await readyWithin(this.redis, PROBE_TIMEOUT_MS))) throw new Error('Redis is not ready');
    }
    return this.redis.ping();
  }

  async report(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([withinTimeout(this.database.ping()), withinTimeout(this.pingRedis())]);
    return {
      status: database && redis ? 'ok' : 'degraded',
      dependencies: { database: database ? 'up' : 'down', redis: redis ? 'up' : 'down' },
      publicCache: this.cache.figures(),
      remotes: this.remoteBuilds.states(),
    };
  }
}
