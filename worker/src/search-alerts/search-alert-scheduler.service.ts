import { JOBS } from '@caliber/contracts';
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

  onApplicationBootstrap(): void {
    // Not awaited: with Redis away the worker still starts, and the scheduler is set once Redis answers.
    void this.jobs
      .schedule(SEARCH_ALERTS_SCHEDULER, JOBS.matchSearchAlerts, {}, this.config.searchAlertsEveryMs, { attempts: 1, removeOnComplete: 100, removeOnFail: 100 })
      .catch((error: Error) => this.logger.warn(`Could not schedule the search alerts' matching: ${error.message}`));
  }
}
