import {
  confirmSubscriptionSchema,
  subscriptionSchema,
  type ConfirmSubscriptionPayload,
  type ConfirmSubscriptionResult,
  type SubscriptionPayload,
  type SubscriptionResult,
} from '@caliber/contracts';
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
  @ApiDoc({
    summary: 'Signs an email up for the newsletter: it is sent a confirmation link; the same answer whether the address is new or known',
    returns: 'SubscriptionResult',
    errors: [429],
  })
  subscribe(@Body(new SchemaPipe(subscriptionSchema)) payload: SubscriptionPayload): Promise<SubscriptionResult> {
    return this.subscriptions.subscribe(payload);
  }

  @Post('confirm')
  @LimitPublicWrites('subscriptions')
  @HttpCode(200)
  @ApiDoc({ summary: 'Confirms a newsletter sign-up, by the signed token of the confirmation link; no sign-in', returns: 'ConfirmSubscriptionResult', errors: [429] })
  confirm(@Body(new SchemaPipe(confirmSubscriptionSchema)) payload: ConfirmSubscriptionPayload): Promise<ConfirmSubscriptionResult> {
    return this.subscriptions.confirm(payload);
  }
}
