import { JOB_OPTIONS } from '@caliber/contracts';
import { CoreModule } from '@caliber/core';
import { dataSourceOptions } from '@caliber/db';
import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { createRootLogger, QuietStartLogger, TelemetryService } from '@caliber/logging';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module.js';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker.config.js';
import { CompressionSweepService } from './images/compression-sweep.service.js';
import { ImageCompressionService } from './images/image-compression.service.js';
import { ImagesProcessor } from './images/images.processor.js';
import { EbaySyncScheduler } from './ebay-sync/ebay-sync.scheduler.js';
import { EbaySyncService } from './ebay-sync/ebay-sync.service.js';
import { EbayCallLimiter } from './marketplace/ebay-call-limiter.js';
import { EbayClientsService } from './marketplace/ebay-clients.service.js';
import { createEbayFetch, EBAY_FETCH } from './marketplace/ebay-fetch.js';
import { EbayUserTokenService } from './marketplace/ebay-user-token.service.js';
import { AlertSweepService } from './mail/alert-sweep.service.js';
import { MailJobsService } from './mail/mail-jobs.service.js';
import { NotMeLinks } from './mail/not-me-links.js';
import { createMailTransport, MAIL_TRANSPORT } from './mail/mail-transport.js';
import { MailProcessor } from './mail/mail.processor.js';
import { MailService } from './mail/mail.service.js';
import { PendingSubscriptionsSweepService } from './mail/pending-subscriptions-sweep.service.js';
import { ImageRehostService } from './marketplace/image-rehost.service.js';
import { ListingReaderService } from './marketplace/listing-reader.service.js';
import { MarketplaceProcessor } from './marketplace/marketplace.processor.js';
import { StoreImportService } from './marketplace/store-import.service.js';
import { WatchImportService } from './marketplace/watch-import.service.js';
import { SearchAlertMailJobsService } from './search-alerts/search-alert-mail-jobs.service.js';
import { SearchAlertMatcherService } from './search-alerts/search-alert-matcher.service.js';
import { SearchAlertSchedulerService } from './search-alerts/search-alert-scheduler.service.js';
import { ViewingMailJobsService } from './viewings/viewing-mail-jobs.service.js';
import { QueueMetrics } from './metrics/queue-metrics.js';
import { CompressionQueueService } from './queues/compression-queue.service.js';
import { QueueWorkersService } from './queues/queue-workers.service.js';
import { RedisEvictionCheck } from './queues/redis-eviction-check.js';
import { bullConnection, REDIS } from './queues/redis-connection.js';
import { RedisModule } from './queues/redis.module.js';

/**
 * The worker: boots from the domain core it shares with the BFF (docs/architecture.md), with a BullMQ processor for each queue (`marketplace`, `images`, `mail`), no HTTP. Only the configuration
 * module is global. The workers are registered by hand (QueueWorkersService) once every job is known
 * to have a handler.
 */
@Module({})
export class WorkerModule {
  static forConfig(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forConfig(config),
        LoggerModule.forRootAsync({ inject: [WORKER_CONFIG], useFactory: (config: WorkerConfig) => ({ pinoHttp: { logger: createRootLogger(config.logLevel) } }) }),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database), retryAttempts: 0 }),
        BullModule.forRootAsync({
          inject: [WORKER_CONFIG],
          useFactory: (config: WorkerConfig) => ({ connection: bullConnection(config), prefix: config.redisPrefix, defaultJobOptions: JOB_OPTIONS }),
          extraOptions: { manualRegistration: true },
        }),
        RedisModule,
        CoreModule.forRootAsync({
          imports: [RedisModule],
          inject: [REDIS, WORKER_CONFIG],
          useFactory: (redis: Redis, config: WorkerConfig) => ({ redis, redisPrefix: config.redisPrefix, storage: config.storage }),
        }),
        DiscoveryModule,
      ],
      providers: [
        { provide: EbayCallLimiter, inject: [REDIS], useFactory: (redis: Redis) => new EbayCallLimiter(redis, config.redisPrefix, config.ebay) },
        { provide: EBAY_FETCH, inject: [EbayCallLimiter], useFactory: (limiter: EbayCallLimiter) => createEbayFetch(config, limiter) },
        ImageCompressionService,
        ImagesProcessor,
        CompressionQueueService,
        CompressionSweepService,
        EbayUserTokenService,
        EbayClientsService,
        ListingReaderService,
        ImageRehostService,
        WatchImportService,
        StoreImportService,
        EbaySyncService,
        EbaySyncScheduler,
        MarketplaceProcessor,
        { provide: MAIL_TRANSPORT, useFactory: () => createMailTransport(config) },
        MailService,
        MailJobsService,
        NotMeLinks,
        MailProcessor,
        AlertSweepService,
        PendingSubscriptionsSweepService,
        SearchAlertMatcherService,
        SearchAlertMailJobsService,
        ViewingMailJobsService,
        SearchAlertSchedulerService,
        QueueWorkersService,
        RedisEvictionCheck,
        QuietStartLogger,
        QueueMetrics,
        { provide: TelemetryService, useFactory: () => new TelemetryService(config.telemetry.metrics) },
      ],
    };
  }
}
