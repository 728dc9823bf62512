import { MARKETPLACE } from '@caliber/contracts';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SessionCookie } from '../auth/session-cookie.js';
import { EbayAccountService } from './ebay-account.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

/**
 * `/api/ebay/callback`: where eBay sends the operator back after consent (the RuName's accept URL).
 * It arrives from eBay's site by design, so it is not refused as cross-site: the single-use `state`,
 * bound to the operator's session, proves this operator started the flow from our back office.
 */
@Controller(MARKETPLACE)
export class EbayCallbackController {
  constructor(
    private readonly account: EbayAccountService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get('callback')
  @ApiDoc({
    summary: 'Where eBay sends the operator back after consent: stores the account, then redirects to the success page',
    returns: null,
    status: 302,
    errors: [400, 401, 403],
  })
  async callback(@Query('code') code: unknown, @Query('state') state: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.account.completeConnection(code, state, this.cookie.read(req));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, `/${MARKETPLACE}-auth-success`);
  }
}
