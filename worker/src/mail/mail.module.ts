import { Module } from '@nestjs/common';
import { SearchAlertsModule } from '../search-alerts/search-alerts.module.js';
import { ViewingsModule } from '../viewings/viewings.module.js';
import { AlertSweepService } from './alert-sweep.service.js';
import { MailDeliveryModule } from './mail-delivery.module.js';
import { MailJobsService } from './mail-jobs.service.js';
import { MailProcessor } from './mail.processor.js';
import { PendingSubscriptionsSweepService } from './pending-subscriptions-sweep.service.js';

/** The mail queue: the dealer's inquiry alerts, the newsletter's, the search alerts' and the viewings' e-mails, and the sweeps (docs/mail.md). */
@Module({
  imports: [MailDeliveryModule, SearchAlertsModule, ViewingsModule],
  providers: [MailJobsService, MailProcessor, AlertSweepService, PendingSubscriptionsSweepService],
})
export class MailModule {}
