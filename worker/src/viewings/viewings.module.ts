import { Module } from '@nestjs/common';
import { MailDeliveryModule } from '../mail/mail-delivery.module.js';
import { ViewingMailJobsService } from './viewing-mail-jobs.service.js';

/** The viewings' e-mails: confirmation with its invitation, new time, reminder and cancellation (docs/viewings.md). */
@Module({
  imports: [MailDeliveryModule],
  providers: [ViewingMailJobsService],
  exports: [ViewingMailJobsService],
})
export class ViewingsModule {}
