import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { WORKER_CONFIG } from '../config/worker.config.js';
import { createRedis, REDIS } from './redis-connection.js';

/** The worker's shared Redis connection (the eBay call limiter, the eBay sync's lock), one for the whole process. */
@Module({
  providers: [{ provide: REDIS, inject: [WORKER_CONFIG], useFactory: createRedis }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
