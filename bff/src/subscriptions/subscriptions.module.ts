import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { ConfirmationLinks } from './confirmation-links.js';

@Module({
  imports: [RateLimitModule, MailModule],
  controllers: [SubscriptionsController, UnsubscribeController],
  providers: [SubscriptionsService, UnsubscribeLinks, ConfirmationLinks],
})
export class SubscriptionsModule {}
