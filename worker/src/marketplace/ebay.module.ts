import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { REDIS } from '../queues/redis-connection.js';
import { RedisModule } from '../queues/redis.module.js';
import { EbayCallLimiter } from './ebay-call-limiter.js';
import { EbayClientsService } from './ebay-clients.service.js';
import { createEbayFetch, EBAY_FETCH } from './ebay-fetch.js';
import { EbayUserTokenService } from './ebay-user-token.service.js';
import { ListingReaderService } from './listing-reader.service.js';

/** eBay as the worker reaches it: the clients, their shared call budget and the listings' reader (docs/ebay-sync.md). */
@Module({
  imports: [RedisModule],
  providers: [
    { provide: EbayCallLimiter, inject: [REDIS, WORKER_CONFIG], useFactory: (redis: Redis, config: WorkerConfig) => new EbayCallLimiter(redis, config.redisPrefix, config.ebay) },
    { provide: EBAY_FETCH, inject: [WORKER_CONFIG, EbayCallLimiter], useFactory: (config: WorkerConfig, limiter: EbayCallLimiter) => createEbayFetch(config, limiter) },
    EbayUserTokenService,
    EbayClientsService,
    ListingReaderService,
  ],
  exports: [EbayCallLimiter, EbayClientsService, ListingReaderService],
})
export class EbayModule {}
