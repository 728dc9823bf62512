import { SubscriptionEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { ConfirmationLinks } from './confirmation-links.js';

@Module({
  imports: [RateLimitModule, TypeOrmModule.forFeature([SubscriptionEntity]), MailModule],
  controllers: [SubscriptionsController, UnsubscribeController],
  providers: [SubscriptionsService, SubscriptionsRepository, UnsubscribeLinks, ConfirmationLinks],
  exports: [SubscriptionsRepository],
})
export class SubscriptionsModule {}
