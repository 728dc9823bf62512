import { publicCacheChannel } from '@caliber/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { REDIS } from '../queues/redis-connection.js';

/**
 * Tells every BFF replica to drop its cached catalogue after an import: the channel the BFF's
 * PublicCacheService listens to; the message is the sender's id.
 */
@Injectable()
export class CatalogueCacheService {
  private readonly logger = new Logger('CatalogueCache');
  private readonly channel: string;

  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.channel = publicCacheChannel(config.redisPrefix);
  }

  async invalidate(): Promise<void> {
    try {
      await this.redis.publish(this.channel, `worker-${process.pid}`);
    } catch (error) {
      this.logger.warn(`Could not tell the BFF to refresh its catalogue cache: ${(error as Error).message}`);
    }
  }
}
