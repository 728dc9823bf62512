import { dataSourceOptions } from '@caliber/db';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCollectionsModule } from './admin-collections/admin-collections.module.js';
import { AdminInquiriesModule } from './admin-inquiries/admin-inquiries.module.js';
import { AdminWatchesModule } from './admin-watches/admin-watches.module.js';
import { AuthModule } from './auth/auth.module.js';
import { StatsModule } from './stats/stats.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { PublicCacheModule } from './cache/public-cache.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { HealthModule } from './health/health.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MarketplaceModule } from './marketplace/marketplace.module.js';
import { RedisModule } from './redis/redis.module.js';
import { SiteModule } from './site/site.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';

@Module({})
export class AppModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl), retryAttempts: 0 }),
        RedisModule,
        PublicCacheModule,
        CatalogModule,
        InquiriesModule,
        SubscriptionsModule,
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
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
