import { subscriptionSchema, type SubscriptionPayload, type SubscriptionResult } from '@caliber/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SchemaPipe } from '../common/schema.pipe.js';
import { LimitPublicWrites } from '../rate-limit/public-write.guard.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @LimitPublicWrites('subscriptions')
  @HttpCode(200)
  @ApiDoc({ summary: 'Subscribes an email to the newsletter; subscribing twice is fine', returns: 'SubscriptionResult', errors: [429] })
  subscribe(@Body(new SchemaPipe(subscriptionSchema)) payload: SubscriptionPayload): Promise<SubscriptionResult> {
    return this.subscriptions.subscribe(payload);
  }
}
