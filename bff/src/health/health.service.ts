import type { HealthReport } from '@caliber/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module.js';

const PROBE_TIMEOUT_MS = 1500;

function withinTimeout(probe: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    probe.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
  ]).catch(() => false);
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Waits for a connection still being made (as just after start) instead of failing the probe at once. */
  private async pingRedis(): Promise<unknown> {
    if (this.redis.status === 'connecting' || this.redis.status === 'connect' || this.redis.status === 'reconnecting') {
      await new Promise((resolve) => this.redis.once('ready', resolve));
    }
    return this.redis.ping();
  }

  async report(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([withinTimeout(this.dataSource.query('SELECT 1')), withinTimeout(this.pingRedis())]);
    return {
      status: database && redis ? 'ok' : 'degraded',
      dependencies: { database: database ? 'up' : 'down', redis: redis ? 'up' : 'down' },
    };
  }
}
