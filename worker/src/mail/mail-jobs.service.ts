import { businessDetails, type JobPayloads, type MailResult } from '@caliber/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InquiriesRepository, SubscriptionsRepository } from '@caliber/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { confirmationMail, inquiryAlert, welcomeMail } from './mail-texts.js';
import { MailService } from './mail.service.js';
import { NotMeLinks } from './not-me-links.js';

const SKIPPED: MailResult = { outcome: 'skipped', messageId: null };

/** The mail queue's jobs: the operator's alert of each customer message, a sign-up's confirmation and a new subscriber's welcome. */
@Injectable()
export class MailJobsService {
  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly mail: MailService,
    private readonly inquiries: InquiriesRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly notMe: NotMeLinks,
  ) {}

  /** Sent once: an inquiry deleted meanwhile, or already alerted, is skipped. */
  async handleInquiryAlert({ inquiryId }: JobPayloads['inquiry-alert']): Promise<MailResult> {
    const inquiry = await this.inquiries.findById(inquiryId);
    if (!inquiry || inquiry.alertedAt) return SKIPPED;
    const result = await this.mail.send(inquiryAlert(inquiry, this.config.mail?.notifyEmail ?? ''));
    await this.inquiries.markAlerted(inquiry.id);
    return result;
  }

  /** Skipped when the sign-up was forgotten or deleted, or the address is on the list already. */
  async handleConfirm({ subscriptionId, confirmUrl }: JobPayloads['confirm-subscriber']): Promise<MailResult> {
    const subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription || (subscription.confirmedAt && !subscription.unsubscribedAt)) return SKIPPED;
    return this.mail.send(confirmationMail(subscription.email, confirmUrl, businessDetails(this.config.business), this.notMe.url(subscription.email)));
  }

  /** Skipped when the subscriber was deleted, is not confirmed, or left before it went out. */
  async handleWelcome({ subscriptionId, unsubscribeUrl }: JobPayloads['welcome-subscriber']): Promise<MailResult> {
    const subscription = await this.subscriptions.findById(subscriptionId);
    if (!subscription || !subscription.confirmedAt || subscription.unsubscribedAt) return SKIPPED;
    return this.mail.send(welcomeMail(subscription.email, unsubscribeUrl, businessDetails(this.config.business)));
  }
}
