import { Module } from '@nestjs/common';
import { MailDeliveryModule } from '../mail/mail-delivery.module.js';
import { SearchAlertMailJobsService } from './search-alert-mail-jobs.service.js';
import { SearchAlertMatcherService } from './search-alert-matcher.service.js';
import { SearchAlertSchedulerService } from './search-alert-scheduler.service.js';

/** Search alerts: their schedule, the matching of new watches and the e-mails it sends (docs/search-alerts.md). */
@Module({
  imports: [MailDeliveryModule],
  providers: [SearchAlertMatcherService, SearchAlertMailJobsService, SearchAlertSchedulerService],
  exports: [SearchAlertMatcherService, SearchAlertMailJobsService],
})
export class SearchAlertsModule {}
