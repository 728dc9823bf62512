import {
  CollectionEntity,
  ConfirmationMailBudgetEntity,
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
import { Module, type DynamicModule, type InjectionToken, type ModuleMetadata } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueEvents } from './catalogue/catalogue-events.service.js';
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

const EXPORTED = [
  CatalogueEvents,
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

export interface CoreModuleOptions extends Pick<ModuleMetadata, 'imports'> {
  inject?: InjectionToken[];
  useFactory: (...args: any[]) => CoreOptions;
}

/**
 * The domain core the BFF and the worker both boot from (docs/architecture.md): the repositories they share, the writers
 * every write of the catalogue goes through, the catalogue-changed event, the one job gateway and the image storage. Global, so
 * each feature module of an app uses it without importing it again. The app configures TypeORM and BullMQ's
 * root (its own connections) before importing it.
 */
@Module({})
export class CoreModule {
  static forRootAsync({ imports = [], inject = [], useFactory }: CoreModuleOptions): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      imports: [...imports, TypeOrmModule.forFeature(CORE_ENTITIES), QUEUE_REGISTRATIONS],
      providers: [
        { provide: CORE_OPTIONS, inject, useFactory },
        { provide: FILE_STORAGE, inject: [CORE_OPTIONS], useFactory: (options: CoreOptions) => createFileStorage(options.storage) },
        ...EXPORTED,
      ],
      exports: [...EXPORTED, FILE_STORAGE],
    };
  }
}
