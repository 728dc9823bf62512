import { QUEUES } from '@caliber/contracts';
import { Processor } from '@nestjs/bullmq';
import { EbaySyncService } from '../ebay-sync/ebay-sync.service.js';
import { JobProcessor, type QueueJobHandlers } from '../queues/job-processor.js';
import { ListingReaderService } from './listing-reader.service.js';
import { StoreImportService } from './store-import.service.js';
import { WatchImportService } from './watch-import.service.js';

/** The `marketplace` queue: every eBay call of the product runs here. */
@Processor(QUEUES.marketplace)
export class MarketplaceProcessor extends JobProcessor<'marketplace'> {
  readonly queueName = QUEUES.marketplace;
  protected readonly handlers: QueueJobHandlers<'marketplace'> = {
    'preview-listing': (data) => this.listings.handlePreviewListing(data),
    'scrape-listing': (data) => this.listings.handleScrapeListing(data),
    'import-listing': (data) => this.imports.handleImportListing(data),
    'import-from-url': (data) => this.imports.handleImportFromUrl(data),
    'import-store': (data, job) => this.stores.handleImportStore(data, (progress) => job.updateProgress(progress)),
    'sync-ebay': (data) => this.sync.handleSync(data),
  };

  constructor(
    private readonly listings: ListingReaderService,
    private readonly imports: WatchImportService,
    private readonly stores: StoreImportService,
    private readonly sync: EbaySyncService,
  ) {
    super();
  }
}
