import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from './redis-connection.js';

const POLICY_LINE = /^maxmemory_policy:(\S+)/m;

/**
 * At start, warns when Redis may evict keys under memory pressure (a `maxmemory-policy` other than
 * `noeviction`): queued jobs would vanish without a trace. Read from `INFO memory`, which managed Redis
 * services answer even where `CONFIG` is refused (docs/operations.md, "Redis").
 */
@Injectable()
export class RedisEvictionCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Redis');

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationBootstrap(): void {
    void this.check().catch((error: Error) => this.logger.warn(`Could not read Redis's maxmemory-policy: ${error.message}`));
  }

  async check(): Promise<void> {
    const policy = POLICY_LINE.exec(await this.redis.info('memory'))?.[1];
    if (policy && policy !== 'noeviction') {
      this.logger.warn(
        `Redis's maxmemory-policy is ${policy}: when its memory is full it drops keys, queued jobs among them. Set it to noeviction (docs/operations.md, "Redis").`,
      );
    }
  }
}
