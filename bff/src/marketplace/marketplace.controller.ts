import {
  importFromUrlSchema,
  importListingSchema,
  importStoreSchema,
  listingQuerySchema,
  MARKETPLACE,
  scrapeQuerySchema,
  type ImportFromUrlPayload,
  type ImportListingPayload,
  type ImportStorePayload,
  type JobAccepted,
  type ListingQuery,
  type MarketplaceConnect,
  type MarketplaceStatus,
  type ScrapeQuery,
} from '@caliber/contracts';
import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AdminGuard } from '../auth/admin.guard.js';
import { SessionCookie } from '../auth/session-cookie.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { answerJob, DEFERRED_JOB } from '../jobs/job-response.js';
import { EbayAccountService } from './ebay-account.service.js';
import { MarketplaceService } from './marketplace.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

/** `/api/admin/ebay/*`: status, account connection and the three imports (docs/back-office.md). */
@Controller(`admin/${MARKETPLACE}`)
@UseGuards(AdminGuard)
export class MarketplaceController {
  constructor(
    private readonly marketplace: MarketplaceService,
    private readonly account: EbayAccountService,
    private readonly cookie: SessionCookie,
  ) {}

  @Get('status')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: 'Whether eBay API keys are set and an eBay account is connected', returns: 'MarketplaceStatus' })
  status(): Promise<MarketplaceStatus> {
    return this.account.status();
  }

  @Get('connect')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: "eBay's consent page, to connect the shop's eBay account", returns: 'MarketplaceConnect', errors: [409] })
  connect(@Req() req: Request): Promise<MarketplaceConnect> {
    // AdminGuard has let only a valid session through.
    return this.account.connectUrl(this.cookie.read(req)!);
  }

  @Get('listings')
  @ApiDoc({ summary: 'Previews a listing by its item id', returns: 'ListingPreview', errors: [409], alsoAnswers: [DEFERRED_JOB] })
  async listings(@Query(new SchemaPipe(listingQuerySchema)) query: ListingQuery, @Res({ passthrough: true }) res: Response) {
    return answerJob(res, await this.marketplace.preview(query));
  }

  @Post('import')
  @ApiDoc({ summary: 'Imports a listing by its item id', returns: 'ImportedWatch', errors: [409], alsoAnswers: [DEFERRED_JOB] })
  async import(@Body(new SchemaPipe(importListingSchema)) payload: ImportListingPayload, @Res({ passthrough: true }) res: Response) {
    return answerJob(res, await this.marketplace.importListing(payload), 201);
  }

  @Post('import-store')
  @HttpCode(202)
  @ApiDoc({ summary: "Starts importing a store's or seller's listings; follow the job", returns: 'JobAccepted', errors: [409] })
  importStore(@Body(new SchemaPipe(importStoreSchema)) payload: ImportStorePayload): Promise<JobAccepted> {
    return this.marketplace.importStore(payload);
  }

  @Get('scrape-details')
  @ApiDoc({ summary: "Reads a listing's details from its URL", returns: 'ScrapedListing', alsoAnswers: [DEFERRED_JOB] })
  async scrapeDetails(@Query(new SchemaPipe(scrapeQuerySchema)) query: ScrapeQuery, @Res({ passthrough: true }) res: Response) {
    return answerJob(res, await this.marketplace.scrape(query));
  }

  @Post('import-from-url')
  @ApiDoc({ summary: 'Imports a listing from its URL', returns: 'ImportedWatch', alsoAnswers: [DEFERRED_JOB] })
  async importFromUrl(@Body(new SchemaPipe(importFromUrlSchema)) payload: ImportFromUrlPayload, @Res({ passthrough: true }) res: Response) {
    return answerJob(res, await this.marketplace.importFromUrl(payload), 201);
  }
}
