import type { HealthReport, ReadinessReport } from '@caliber/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { REDIS } from '../redis/redis.module.js';
import { RemoteBuildsService } from '../site/remote-builds/remote-builds.service.js';
import { DatabaseRepository } from './database.repository.js';
import { DrainState } from './drain-state.js';

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
    private readonly drain: DrainState,
  ) {}

  /** Waits for a connection still being made (as just after start) instead of failing the probe at once. */
  private async pingRedis(): Promise<unknown> {
    if (this.redis.status === 'connecting' || this.redis.status === 'connect' || this.redis.status === 'reconnecting') {
      if (!(await readyWithin(this.redis, PROBE_TIMEOUT_MS))) throw new Error('Redis is not ready');
    }
    return this.redis.ping();
  }

  private async dependencies(): Promise<{ database: boolean; redis: boolean }> {
    const [database, redis] = await Promise.all([withinTimeout(this.database.ping()), withinTimeout(this.pingRedis())]);
    return { database, redis };
  }

  async report(): Promise<HealthReport> {
    const { database, redis } = await this.dependencies();
    return {
      status: database && redis ? 'ok' : 'degraded',
      dependencies: { database: database ? 'up' : 'down', redis: redis ? 'up' : 'down' },
      publicCache: this.cache.figures(),
      remotes: this.remoteBuilds.states(),
    };
  }

  /**
   * Whether this replica should be sent requests: PostgreSQL and Redis answer, every remote has a build in
   * use (pages render on the server) and it is not shutting down (docs/operations.md, "Health endpoints").
   */
  async readiness(): Promise<ReadinessReport> {
    const { database, redis } = await this.dependencies();
    const remotes = Object.values(this.remoteBuilds.states()).every((state) => state.version !== null);
    const draining = this.drain.draining;
    return {
      status: database && redis && remotes && !draining ? 'ready' : 'not-ready',
      checks: { database: database ? 'up' : 'down', redis: redis ? 'up' : 'down', remotes: remotes ? 'loaded' : 'loading', draining },
    };
  }
}
