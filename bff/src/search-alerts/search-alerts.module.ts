import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AdminSearchAlertsController } from './admin-search-alerts.controller.js';
import { SearchAlertLinks } from './search-alert-links.js';
import { SearchAlertsController } from './search-alerts.controller.js';
import { SearchAlertsService } from './search-alerts.service.js';

@Module({
  imports: [MailModule, RateLimitModule, AuthModule],
  controllers: [SearchAlertsController, AdminSearchAlertsController],
  providers: [SearchAlertsService, SearchAlertLinks],
})
export class SearchAlertsModule {}
