import { inquiryAlertJobId, JOBS, type AlertedInquiryRef } from '@caliber/contracts';
import { MailRecipientsRepository } from '@caliber/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsService } from '../jobs/jobs.service.js';

/**
 * Hands e-mails to the worker's mail queue, after what they tell of is stored. Without SMTP_URL nothing
 * is queued. Nothing is queued to an address that said "this was not me", and a confirmation only while
 * the address has one left of its budget (docs/security.md, "Mail to strangers"); the worker checks the
 * suppression list again before sending. Queueing never fails the customer's request: an alert that could not be queued (Redis
 * away) is queued by the worker's sweep when it starts (docs/mail.md).
 */
@Injectable()
export class MailQueueService {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly recipients: MailRecipientsRepository,
  ) {}

  get enabled(): boolean {
    return this.config.mailEnabled;
  }

  async alertInquiry(inquiry: AlertedInquiryRef): Promise<void> {
    if (!this.enabled) return;
    await this.quietly(`the alert of inquiry ${inquiry.id}`, () =>
      this.jobs.enqueue(JOBS.inquiryAlert, { inquiryId: inquiry.id }, { jobId: inquiryAlertJobId(inquiry) }),
    );
  }

  async confirmSubscription(email: string, subscriptionId: number, confirmUrl: string): Promise<void> {
    if (!this.enabled) return;
    await this.quietly(`the confirmation e-mail of subscriber ${subscriptionId}`, async () => {
      if (await this.mayConfirm(email)) await this.jobs.enqueue(JOBS.confirmSubscriber, { subscriptionId, confirmUrl });
    });
  }

  /** Only to an address that confirmed; the worker checks the suppression list before sending it. */
  async welcome(subscriptionId: number, unsubscribeUrl: string): Promise<void> {
    if (!this.enabled) return;
    await this.quietly(`the welcome of subscriber ${subscriptionId}`, () => this.jobs.enqueue(JOBS.welcomeSubscriber, { subscriptionId, unsubscribeUrl }));
  }

  async confirmSearchAlert(email: string, alertId: number, confirmUrl: string): Promise<void> {
    if (!this.enabled) return;
    await this.quietly(`the confirmation e-mail of search alert ${alertId}`, async () => {
      if (await this.mayConfirm(email)) await this.jobs.enqueue(JOBS.confirmSearchAlert, { alertId, confirmUrl });
    });
  }

  async searchAlertManageLink(email: string): Promise<void> {
    if (!this.enabled) return;
    await this.quietly('a new search alert manage link', async () => {
      if (!(await this.recipients.isSuppressed(email))) await this.jobs.enqueue(JOBS.searchAlertManageLink, { email });
    });
  }

  /** Not suppressed, and one confirmation of the address's budget taken (it stays spent if queueing then fails). */
  private async mayConfirm(email: string): Promise<boolean> {
    return !(await this.recipients.isSuppressed(email)) && (await this.recipients.takeConfirmation(email, new Date()));
  }

  /** Never fails the caller: a database or queue error is logged and the e-mail left out. */
  private async quietly(what: string, enqueue: () => Promise<unknown>): Promise<void> {
    try {
      await enqueue();
    } catch (error) {
      this.logger.warn(`Could not queue ${what}: ${(error as Error).message}`);
    }
  }
}
