import { JOB_OPTIONS } from '@caliber/contracts';
import {
  CollectionEntity,
  ConfirmationMailBudgetEntity,
  dataSourceOptions,
  EbayAuthStateEntity,
  EbaySyncRunEntity,
  EbayTokenEntity,
  InquiryEntity,
  MailSuppressionEntity,
  SearchAlertEntity,
  SubscriptionEntity,
  UploadEntity,
  ViewingEntity,
  ViewingSettingsEntity,
  WatchEntity,
} from '@caliber/db';
import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule, type InjectionToken, type ModuleMetadata } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ConnectionOptions } from 'bullmq';
import { CatalogueChannel, CatalogueEvents } from './catalogue/catalogue-events.service.js';
import { CatalogueWrites } from './catalogue/catalogue-writes.service.js';
import { CollectionWriter } from './collections/collection-writer.service.js';
import { CollectionsRepository } from './collections/collections.repository.js';
import { CORE_OPTIONS, FILE_STORAGE, type CoreOptions } from './core-options.js';
import { EbayAccountRepository } from './ebay-account/ebay-account.repository.js';
import { EbaySyncRepository } from './ebay-sync/ebay-sync.repository.js';
import { InquiriesRepository } from './inquiries/inquiries.repository.js';
import { JobGateway, QUEUE_REGISTRATIONS } from './jobs/job-gateway.service.js';
import { MailRecipientsRepository } from './mail-recipients/mail-recipients.repository.js';
import { createFileStorage } from './storage/create-file-storage.js';
import { SearchAlertsRepository } from './search-alerts/search-alerts.repository.js';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository.js';
import { UploadsRepository } from './uploads/uploads.repository.js';
import { ViewingsRepository } from './viewings/viewings.repository.js';
import { WatchesRepository } from './watches/watches.repository.js';
import { WatchWriter } from './watches/watch-writer.service.js';

const CORE_ENTITIES = [
  WatchEntity,
  CollectionEntity,
  UploadEntity,
  InquiryEntity,
  SubscriptionEntity,
  EbaySyncRunEntity,
  EbayTokenEntity,
  EbayAuthStateEntity,
  SearchAlertEntity,
  MailSuppressionEntity,
  ConfirmationMailBudgetEntity,
  ViewingEntity,
  ViewingSettingsEntity,
];

/** The services the apps use (beside `CatalogueEvents` and `FILE_STORAGE`); the write side stays inside. */
const SHARED = [
  WatchesRepository,
  CollectionsRepository,
  WatchWriter,
  CollectionWriter,
  UploadsRepository,
  InquiriesRepository,
  SubscriptionsRepository,
  EbaySyncRepository,
  EbayAccountRepository,
  SearchAlertsRepository,
  MailRecipientsRepository,
  ViewingsRepository,
  JobGateway,
];

export interface CoreModuleOptions extends Omit<CoreOptions, 'listenToCatalogue'> {
  /** BullMQ's key prefix (`REDIS_PREFIX`). */
  redisPrefix: string;
  /** Apps that keep something built from the catalogue (the BFF's caches) hear its changes; the worker only writes. */
  listenToCatalogue?: boolean;
  /** The queues' Redis connection (settings, or a connection of the app's), made from what `imports` provide. */
  queueConnection: {
    imports?: ModuleMetadata['imports'];
    inject?: InjectionToken[];
    useFactory: (...args: any[]) => ConnectionOptions;
  };
}

/**
 * The domain core the BFF and the worker both boot from (docs/architecture.md): TypeORM's and BullMQ's roots and
 * the queues, the repositories they share (the catalogue's read-only), the writers every write of the catalogue goes
 * through, the catalogue-changed event, the one job gateway and the image storage. Global, so each feature module of
 * an app uses it without importing it again.
 */
@Module({})
export class CoreModule {
  static forRoot({ database, storage, redisPrefix, listenToCatalogue = false, queueConnection }: CoreModuleOptions): DynamicModule {
    const options: CoreOptions = { database, storage, listenToCatalogue };
    return {
      module: CoreModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(database), retryAttempts: 0 }),
        BullModule.forRootAsync({
          imports: queueConnection.imports,
          inject: queueConnection.inject,
          useFactory: (...args: unknown[]) => ({ connection: queueConnection.useFactory(...args), prefix: redisPrefix, defaultJobOptions: JOB_OPTIONS }),
          // Workers start when the worker app starts them, once every job is known to have a handler (QueueWorkersService).
          extraOptions: { manualRegistration: true },
        }),
        TypeOrmModule.forFeature(CORE_ENTITIES),
        QUEUE_REGISTRATIONS,
      ],
      providers: [
        { provide: CORE_OPTIONS, useValue: options },
        { provide: FILE_STORAGE, useFactory: () => createFileStorage(storage) },
        CatalogueChannel,
        { provide: CatalogueEvents, useExisting: CatalogueChannel },
        CatalogueWrites,
        ...SHARED,
      ],
      exports: [...SHARED, CatalogueEvents, FILE_STORAGE],
    };
  }
}
