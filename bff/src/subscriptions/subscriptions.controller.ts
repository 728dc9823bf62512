import { subscriptionSchema, type SubscriptionPayload, type SubscriptionResult } from '@caliber/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SchemaPipe } from '../common/schema.pipe.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(200)
  subscribe(@Body(new SchemaPipe(subscriptionSchema)) payload: SubscriptionPayload): Promise<SubscriptionResult> {
    return this.subscriptions.subscribe(payload);
  }
}
