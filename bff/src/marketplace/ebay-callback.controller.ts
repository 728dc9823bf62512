import { MARKETPLACE } from '@caliber/contracts';
import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { EbayAccountService } from './ebay-account.service.js';

/**
 * `/api/ebay/callback`: where eBay sends the operator back after consent (the RuName's accept URL).
 * The single-use `state` proves the flow started from our back office.
 */
@Controller(MARKETPLACE)
export class EbayCallbackController {
  constructor(private readonly account: EbayAccountService) {}

  @Get('callback')
  async callback(@Query('code') code: unknown, @Query('state') state: unknown, @Res() res: Response): Promise<void> {
    await this.account.completeConnection(code, state);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, `/${MARKETPLACE}-auth-success`);
  }
}
