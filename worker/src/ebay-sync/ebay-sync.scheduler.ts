import { EBAY_SYNC_SCHEDULER_ID, JOBS, QUEUES } from '@caliber/contracts';
import { JobGateway } from '@caliber/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';

// A scheduled sync that fails is not retried: the next one comes within EBAY_SYNC_MINUTES.
const SCHEDULED_JOB_OPTIONS = { attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } };

/**
 * Keeps the one job scheduler of the eBay sync in Redis (docs/ebay-sync.md): every worker upserts the
 * same scheduler id at start, so replicas share one schedule instead of each running the sync, and
 * EBAY_SYNC_MINUTES=0 removes it.
 */
@Injectable()
export class EbaySyncScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('EbaySync');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly jobs: JobGateway,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: with Redis away the worker still starts, and the scheduler is set once Redis answers.
    void this.schedule().catch((error: Error) => this.logger.warn(`Could not schedule the eBay sync: ${error.message}`));
  }

  async schedule(): Promise<void> {
    const minutes = this.config.ebay.syncMinutes;
    if (minutes === 0) {
      await this.jobs.unschedule(EBAY_SYNC_SCHEDULER_ID, QUEUES.marketplace);
      this.logger.log('The eBay sync is off (EBAY_SYNC_MINUTES=0)');
      return;
    }
    await this.jobs.schedule(EBAY_SYNC_SCHEDULER_ID, JOBS.syncEbay, { trigger: 'schedule' }, minutes * 60_000, SCHEDULED_JOB_OPTIONS);
    this.logger.log(`The eBay sync runs every ${minutes} minute(s)`);
  }
}
