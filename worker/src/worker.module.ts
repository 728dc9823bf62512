import { CollectionEntity, dataSourceOptions, EbayTokenEntity, UploadEntity, WatchEntity } from '@caliber/db';
import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker.config.js';
import { CompressionSweepService } from './images/compression-sweep.service.js';
import { ImageCompressionService } from './images/image-compression.service.js';
import { ImagesProcessor } from './images/images.processor.js';
import { CatalogueCacheService } from './marketplace/catalogue-cache.service.js';
import { EbayClientsService } from './marketplace/ebay-clients.service.js';
import { createEbayFetch, EBAY_FETCH } from './marketplace/ebay-fetch.js';
import { EbayUserTokenService } from './marketplace/ebay-user-token.service.js';
import { ImageRehostService } from './marketplace/image-rehost.service.js';
import { ListingReaderService } from './marketplace/listing-reader.service.js';
import { MarketplaceProcessor } from './marketplace/marketplace.processor.js';
import { StoreImportService } from './marketplace/store-import.service.js';
import { WatchImportService } from './marketplace/watch-import.service.js';
import { CompressionQueueService } from './queues/compression-queue.service.js';
import { QUEUE_PROCESSORS } from './queues/queue-processor.js';
import { QueueWorkersService } from './queues/queue-workers.service.js';
import { createRedis, REDIS } from './queues/redis-connection.js';

/** The worker: BullMQ processors for `marketplace` and `images`, no HTTP. */
@Module({})
export class WorkerModule {
  static forConfig(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl), retryAttempts: 0 }),
        TypeOrmModule.forFeature([UploadEntity, WatchEntity, CollectionEntity, EbayTokenEntity]),
      ],
      providers: [
        { provide: WORKER_CONFIG, useValue: config },
        { provide: REDIS, useFactory: () => createRedis(config) },
        { provide: EBAY_FETCH, inject: [REDIS], useFactory: (redis: Redis) => createEbayFetch(config, redis) },
        ImageCompressionService,
        ImagesProcessor,
        CompressionQueueService,
        CompressionSweepService,
        CatalogueCacheService,
        EbayUserTokenService,
        EbayClientsService,
        ListingReaderService,
        ImageRehostService,
        WatchImportService,
        StoreImportService,
        MarketplaceProcessor,
        {
          provide: QUEUE_PROCESSORS,
          inject: [MarketplaceProcessor, ImagesProcessor],
          useFactory: (...processors: unknown[]) => processors,
        },
        QueueWorkersService,
      ],
    };
  }
}
