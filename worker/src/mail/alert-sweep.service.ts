import { inquiryAlertJobId, JOBS } from '@caliber/contracts';
import { InquiriesRepository, JobGateway } from '@caliber/core';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MailService } from './mail.service.js';

const SWEEP_LIMIT = 2000;
// Older messages are in the back office already; alerting them late (after alerts were first turned on) helps nobody.
const SWEEP_WINDOW_MS = 3 * 24 * 3600_000;

/**
 * At start, with e-mail on, queues the alert of every recent inquiry whose alert has not gone out: those
 * stored while Redis was down (the BFF could not queue them). An alert already queued keeps its one job
 * (same job id), and one already sent is skipped by the job.
 */
@Injectable()
export class AlertSweepService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AlertSweep');

  constructor(
    private readonly inquiries: InquiriesRepository,
    private readonly mail: MailService,
    private readonly jobs: JobGateway,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.mail.enabled) return;
    void this.sweep().catch((error: Error) => this.logger.warn(`Could not queue unsent alerts: ${error.message}`));
  }

  async sweep(): Promise<number> {
    const pending = await this.inquiries.findUnalerted(new Date(Date.now() - SWEEP_WINDOW_MS), SWEEP_LIMIT);
    for (const inquiry of pending) {
      await this.jobs.add(JOBS.inquiryAlert, { inquiryId: inquiry.id }, { jobId: inquiryAlertJobId(inquiry) });
    }
    if (pending.length > 0) this.logger.log(`Queued ${pending.length} unsent inquiry alert(s)`);
    return pending.length;
  }
}
