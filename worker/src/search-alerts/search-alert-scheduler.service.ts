import { JOBS, QUEUES } from '@caliber/contracts';
import { JobGateway } from '@caliber/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';

/** The one job scheduler of the search alerts' matching, every SEARCH_ALERTS_EVERY_SECONDS: every replica upserts the same one, so it runs once. */
export const SEARCH_ALERTS_SCHEDULER = 'match-search-alerts';

@Injectable()
export class SearchAlertSchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SearchAlerts');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly jobs: JobGateway,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.jobs.queue(QUEUES.mail).upsertJobScheduler(
        SEARCH_ALERTS_SCHEDULER,
        { every: this.config.searchAlertsEveryMs },
        { name: JOBS.matchSearchAlerts, data: {}, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
      );
    } catch (error) {
      this.logger.warn(`Could not schedule the search alerts' matching: ${(error as Error).message}`);
    }
  }
}
