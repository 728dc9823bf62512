import { unsubscribeSchema, type UnsubscribePayload, type UnsubscribeResult } from '@caliber/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(200)
  @ApiDoc({ summary: 'Takes an address off the newsletter, by the signed token of its unsubscribe link; no sign-in', returns: 'UnsubscribeResult' })
  unsubscribe(@Body(new SchemaPipe(unsubscribeSchema)) payload: UnsubscribePayload): Promise<UnsubscribeResult> {
    return this.subscriptions.unsubscribe(payload);
  }
}
