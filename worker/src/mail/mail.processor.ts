import { QUEUES } from '@caliber/contracts';
import { Processor } from '@nestjs/bullmq';
import { JobProcessor, type QueueJobHandlers } from '../queues/job-processor.js';
import { MailJobsService } from './mail-jobs.service.js';

/** The `mail` queue. */
@Processor(QUEUES.mail)
export class MailProcessor extends JobProcessor<'mail'> {
  readonly queueName = QUEUES.mail;
  protected readonly handlers: QueueJobHandlers<'mail'> = {
    'inquiry-alert': (data) => this.mailJobs.handleInquiryAlert(data),
    'confirm-subscriber': (data) => this.mailJobs.handleConfirm(data),
    'welcome-subscriber': (data) => this.mailJobs.handleWelcome(data),
  };

  constructor(private readonly mailJobs: MailJobsService) {
    super();
  }
}
