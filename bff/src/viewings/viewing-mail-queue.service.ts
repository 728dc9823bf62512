import { JOBS, VIEWINGS, viewingReminderJobId } from '@caliber/contracts';
import { JobGateway } from '@caliber/core';
import type { ViewingEntity } from '@caliber/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsService } from '../jobs/jobs.service.js';

/**
 * The viewings' e-mails, queued after the viewing is stored (docs/viewings.md): the confirmation, the
 * reminder delayed to 24 hours before under a fixed job id, and the cancellation, which removes that
 * reminder. Queueing never fails the collector's request; the worker checks the viewing again before sending.
 */
@Injectable()
export class ViewingMailQueue {
  private readonly logger = new Logger('ViewingMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly gateway: JobGateway,
  ) {}

  /** The confirmation (of a new time when `rescheduled`), and the reminder when the viewing is more than 24 hours away. */
  async booked(viewing: ViewingEntity, rescheduled: boolean, now = Date.now()): Promise<void> {
    if (!this.config.mailEnabled) return;
    await this.quietly(`the confirmation of viewing ${viewing.id}`, () => this.jobs.enqueue(JOBS.viewingBooked, { viewingId: viewing.id, rescheduled }));
    const delay = viewing.startAt.getTime() - VIEWINGS.reminderBeforeMs - now;
    if (delay <= 0) return;
    await this.quietly(`the reminder of viewing ${viewing.id}`, () =>
      this.jobs.enqueue(
        JOBS.viewingReminder,
        { viewingId: viewing.id, start: viewing.startAt.toISOString() },
        { jobId: viewingReminderJobId(viewing.id, viewing.startAt), delay },
      ),
    );
  }

  /** Drops the reminder of the viewing at `start` (cancelled, or moved to another time). */
  async dropReminder(viewingId: number, start: Date): Promise<void> {
    await this.quietly(`the removal of viewing ${viewingId}'s reminder`, () => this.gateway.remove(JOBS.viewingReminder, viewingReminderJobId(viewingId, start)));
  }

  async cancelled(viewing: ViewingEntity): Promise<void> {
    await this.dropReminder(viewing.id, viewing.startAt);
    if (!this.config.mailEnabled) return;
    await this.quietly(`the cancellation of viewing ${viewing.id}`, () => this.jobs.enqueue(JOBS.viewingCancelled, { viewingId: viewing.id }));
  }

  private async quietly(what: string, enqueue: () => Promise<unknown>): Promise<void> {
    try {
      await enqueue();
    } catch (error) {
      this.logger.warn(`Could not queue ${what}: ${(error as Error).message}`);
    }
  }
}
