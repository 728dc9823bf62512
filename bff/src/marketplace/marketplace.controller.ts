import { MARKETPLACE, type JobAccepted, type MarketplaceConnect, type MarketplaceStatus } from '@caliber/contracts';
import { Body, Controller, Get, Header, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { AdminGuard } from '../auth/admin.guard.js';
import { answerJob } from '../jobs/job-response.js';
import { EbayAccountService } from './ebay-account.service.js';
import { MarketplaceService } from './marketplace.service.js';

/** `/api/admin/ebay/*`: status, account connection and the three imports (docs/back-office.md). */
@Controller(`admin/${MARKETPLACE}`)
@UseGuards(AdminGuard)
export class MarketplaceController {
  constructor(
    private readonly marketplace: MarketplaceService,
    private readonly account: EbayAccountService,
  ) {}

  @Get('status')
  @Header('Cache-Control', 'no-store')
  status(): Promise<MarketplaceStatus> {
    return this.account.status();
  }

  @Get('connect')
  @Header('Cache-Control', 'no-store')
  connect(): Promise<MarketplaceConnect> {
    return this.account.connectUrl();
  }

  @Get('listings')
  async listings(@Query() query: unknown, @Res({ passthrough: true }) res: Response) {
    return answerJob(res, await this.marketplace.preview(query));
  }

  @Post('import')
  async import(@Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    return answerJob(res, await this.marketplace.importListing(body), 201);
  }

  @Post('import-store')
  @HttpCode(202)
  importStore(@Body() body: unknown): Promise<JobAccepted> {
    return this.marketplace.importStore(body);
  }

  @Get('scrape-details')
  async scrapeDetails(@Query() query: unknown, @Res({ passthrough: true }) res: Response) {
    return answerJob(res, await this.marketplace.scrape(query));
  }

  @Post('import-from-url')
  async importFromUrl(@Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    return answerJob(res, await this.marketplace.importFromUrl(body), 201);
  }
}
