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

  async report(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([withinTimeout(this.dataSource.query('SELECT 1')), withinTimeout(this.redis.ping())]);
    return {
      status: database && redis ? 'ok' : 'degraded',
      dependencies: { database: database ? 'up' : 'down', redis: redis ? 'up' : 'down' },
    };
  }
}
