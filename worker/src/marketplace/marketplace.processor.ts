import { JOBS, QUEUES, type JobPayloads, type JobProgress } from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { QueueProcessor } from '../queues/queue-processor.js';
import { ListingReaderService } from './listing-reader.service.js';
import { StoreImportService } from './store-import.service.js';
import { WatchImportService } from './watch-import.service.js';

/** The `marketplace` queue: every eBay call of the product runs here. */
@Injectable()
export class MarketplaceProcessor implements QueueProcessor {
  readonly queueName = QUEUES.marketplace;

  constructor(
    private readonly listings: ListingReaderService,
    private readonly imports: WatchImportService,
    private readonly stores: StoreImportService,
  ) {}

  process(job: Job): Promise<unknown> {
    switch (job.name) {
      case JOBS.previewListing:
        return this.listings.handlePreviewListing(job.data as JobPayloads['preview-listing']);
      case JOBS.scrapeListing:
        return this.listings.handleScrapeListing(job.data as JobPayloads['scrape-listing']);
      case JOBS.importListing:
        return this.imports.handleImportListing(job.data as JobPayloads['import-listing']);
      case JOBS.importFromUrl:
        return this.imports.handleImportFromUrl(job.data as JobPayloads['import-from-url']);
      case JOBS.importStore:
        return this.stores.handleImportStore(job.data as JobPayloads['import-store'], (progress: JobProgress) => job.updateProgress(progress));
      default:
        throw new UnrecoverableError(`The marketplace queue has no job "${job.name}"`);
    }
  }
}
