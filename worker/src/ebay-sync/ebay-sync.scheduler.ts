import { EBAY_SYNC_SCHEDULER_ID, JOBS, QUEUES, type JobPayloads } from '@caliber/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
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
    @InjectQueue(QUEUES.marketplace) private readonly queue: Queue,
  ) {
    queue.on('error', (error) => this.logger.warn(`${QUEUES.marketplace}: ${error.message}`));
  }

  onApplicationBootstrap(): void {
    // Not awaited: with Redis away the worker still starts, and the scheduler is set once Redis answers.
    void this.schedule().catch((error: Error) => this.logger.warn(`Could not schedule the eBay sync: ${error.message}`));
  }

  async schedule(): Promise<void> {
    const minutes = this.config.ebay.syncMinutes;
    if (minutes === 0) {
      await this.queue.removeJobScheduler(EBAY_SYNC_SCHEDULER_ID);
      this.logger.log('The eBay sync is off (EBAY_SYNC_MINUTES=0)');
      return;
    }
    const data: JobPayloads['sync-ebay'] = { trigger: 'schedule' };
    await this.queue.upsertJobScheduler(EBAY_SYNC_SCHEDULER_ID, { every: minutes * 60_000 }, { name: JOBS.syncEbay, data, opts: SCHEDULED_JOB_OPTIONS });
    this.logger.log(`The eBay sync runs every ${minutes} minute(s)`);
  }
}
