import { QUEUES } from '@caliber/contracts';
import { JobGateway } from '@caliber/core';
import { RateLimitedError } from '@caliber/marketplace';
import { Processor } from '@nestjs/bullmq';
import { Worker } from 'bullmq';
import { EbaySyncService } from '../ebay-sync/ebay-sync.service.js';
import { JobProcessor, type QueueJobHandlers } from '../queues/job-processor.js';
import { ListingReaderService } from './listing-reader.service.js';
import { StoreImportService } from './store-import.service.js';
import { WatchImportService } from './watch-import.service.js';

/** eBay's Retry-After up to this long holds the queue; a longer wait (the day's quota spent) fails the job with 503. */
const QUEUE_HOLD_MAX_SECONDS = 120;

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
    private readonly jobs: JobGateway,
    private readonly sync: EbaySyncService,
  ) {
    super();
  }

  /**
   * eBay answered 429 (docs/architecture.md, eBay): BullMQ's own rate limit holds the queue for as long as
   * eBay asked, on every worker, and this job waits again without spending one of its attempts.
   */
  protected override async failure(error: unknown): Promise<Error> {
    const seconds = error instanceof RateLimitedError ? error.retryAfterSeconds : undefined;
    if (seconds === undefined || seconds > QUEUE_HOLD_MAX_SECONDS) return super.failure(error);
    await this.jobs.rateLimit(QUEUES.marketplace, seconds * 1000);
    return Worker.RateLimitError();
  }
}
