import { CoreModule } from '@caliber/core';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { AdminCollectionsModule } from './admin-collections/admin-collections.module.js';
import { AdminInquiriesModule } from './admin-inquiries/admin-inquiries.module.js';
import { AdminWatchesModule } from './admin-watches/admin-watches.module.js';
import { ApiDescriptionModule } from './api-description/api-description.module.js';
import { AuthModule } from './auth/auth.module.js';
import { StatsModule } from './stats/stats.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { HealthModule } from './health/health.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { EbaySyncModule } from './ebay-sync/ebay-sync.module.js';
import { MarketplaceModule } from './marketplace/marketplace.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { REDIS, RedisModule } from './redis/redis.module.js';
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
        CoreModule.forRoot({
          database: config.database,
          redisPrefix: config.redisPrefix,
          storage: config.storage,
          listenToCatalogue: true,
          // The queues share the BFF's fail-fast connection: enqueueing answers 503 at once while Redis is away.
          queueConnection: { imports: [RedisModule], inject: [REDIS], useFactory: (redis: Redis) => redis },
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
