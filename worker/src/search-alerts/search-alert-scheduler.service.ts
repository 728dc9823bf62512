import { JOBS, QUEUES } from '@caliber/contracts';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';

/** The one job scheduler of the search alerts' matching, every SEARCH_ALERTS_EVERY_SECONDS: every replica upserts the same one, so it runs once. */
export const SEARCH_ALERTS_SCHEDULER = 'match-search-alerts';

@Injectable()
export class SearchAlertSchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SearchAlerts');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectQueue(QUEUES.mail) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(
        SEARCH_ALERTS_SCHEDULER,
        { every: this.config.searchAlertsEveryMs },
        { name: JOBS.matchSearchAlerts, data: {}, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
      );
    } catch (error) {
      this.logger.warn(`Could not schedule the search alerts' matching: ${(error as Error).message}`);
    }
  }
}
