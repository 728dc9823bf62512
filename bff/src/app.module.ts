import { JOB_OPTIONS } from '@caliber/contracts';
import { CoreModule } from '@caliber/core';
import { dataSourceOptions } from '@caliber/db';
import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { AdminCollectionsModule } from './admin-collections/admin-collections.module.js';
import { AdminInquiriesModule } from './admin-inquiries/admin-inquiries.module.js';
import { AdminWatchesModule } from './admin-watches/admin-watches.module.js';
import { ApiDescriptionModule } from './api-description/api-description.module.js';
import { AuthModule } from './auth/auth.module.js';
import { StatsModule } from './stats/stats.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { HealthModule } from './health/health.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { EbaySyncModule } from './ebay-sync/ebay-sync.module.js';
import { MarketplaceModule } from './marketplace/marketplace.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { REDIS, RedisModule, redisOptions } from './redis/redis.module.js';
import { SiteModule } from './site/site.module.js';
import { MailRecipientsModule } from './mail-recipients/mail-recipients.module.js';
import { SearchAlertsModule } from './search-alerts/search-alerts.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { ViewingsModule } from './viewings/viewings.module.js';

/**
 * The BFF. Global are only the configuration and the domain core shared with the worker (docs/architecture.md);
 * every other module is imported where it is used.
 */
@Module({})
export class AppModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        LoggingModule,
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database), retryAttempts: 0 }),
        BullModule.forRootAsync({
          imports: [RedisModule],
          inject: [REDIS, APP_CONFIG],
          useFactory: (redis: Redis, config: AppConfig) => ({ connection: redis, prefix: config.redisPrefix, defaultJobOptions: JOB_OPTIONS }),
        }),
        CoreModule.forRootAsync({
          imports: [RedisModule],
          inject: [REDIS, APP_CONFIG],
          useFactory: (redis: Redis, config: AppConfig) => ({
            redis,
            redisPrefix: config.redisPrefix,
            storage: config.storage,
            createSubscriber: () => new Redis(config.redisUrl, { ...redisOptions(config), enableOfflineQueue: true, commandTimeout: undefined }),
          }),
        }),
        CatalogModule,
        InquiriesModule,
        SubscriptionsModule,
        SearchAlertsModule,
        ViewingsModule,
        MailRecipientsModule,
        HealthModule,
        SiteModule,
        AuthModule,
        AdminWatchesModule,
        AdminCollectionsModule,
        AdminInquiriesModule,
        StatsModule,
        JobsModule,
        UploadsModule,
        MarketplaceModule,
        EbaySyncModule,
        ApiDescriptionModule,
        MetricsModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
