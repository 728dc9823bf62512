import { QUEUES } from '@caliber/contracts';
import { Processor } from '@nestjs/bullmq';
import { JobProcessor, type QueueJobHandlers } from '../queues/job-processor.js';
import { SearchAlertMailJobsService } from '../search-alerts/search-alert-mail-jobs.service.js';
import { SearchAlertMatcherService } from '../search-alerts/search-alert-matcher.service.js';
import { ViewingMailJobsService } from '../viewings/viewing-mail-jobs.service.js';
import { MailJobsService } from './mail-jobs.service.js';

/** The `mail` queue. */
@Processor(QUEUES.mail)
export class MailProcessor extends JobProcessor<'mail'> {
  readonly queueName = QUEUES.mail;
  protected readonly handlers: QueueJobHandlers<'mail'> = {
    'inquiry-alert': (data) => this.mailJobs.handleInquiryAlert(data),
    'confirm-subscriber': (data) => this.mailJobs.handleConfirm(data),
    'welcome-subscriber': (data) => this.mailJobs.handleWelcome(data),
    'match-search-alerts': () => this.searchAlerts.match(),
    'confirm-search-alert': (data) => this.searchAlertMails.handleConfirm(data),
    'search-alert-digest': (data) => this.searchAlertMails.handleDigest(data),
    'search-alert-manage-link': (data) => this.searchAlertMails.handleManageLink(data),
    'viewing-booked': (data) => this.viewingMails.handleBooked(data),
    'viewing-reminder': (data) => this.viewingMails.handleReminder(data),
    'viewing-cancelled': (data) => this.viewingMails.handleCancelled(data),
  };

  constructor(
    private readonly mailJobs: MailJobsService,
    private readonly searchAlerts: SearchAlertMatcherService,
    private readonly searchAlertMails: SearchAlertMailJobsService,
    private readonly viewingMails: ViewingMailJobsService,
  ) {
    super();
  }
}
