import {
  ebayEndedDecisionSchema,
  ebayPriceChoiceSchema,
  MARKETPLACE,
  type EbayEndedDecisionPayload,
  type EbayEndedListing,
  type EbayPriceChoicePayload,
  type EbayPriceDifference,
  type EbaySyncStatus,
  type JobAccepted,
} from '@caliber/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdPipe } from '../common/id.pipe.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { EbaySyncService } from './ebay-sync.service.js';

/** `/api/admin/ebay/sync`, `/api/admin/ebay/price-differences` and `/api/admin/ebay/ended-listings` (docs/ebay-sync.md). */
@Controller(`admin/${MARKETPLACE}`)
@UseGuards(AdminGuard)
export class EbaySyncController {
  constructor(private readonly sync: EbaySyncService) {}

  @Get('sync')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: "The eBay sync's last run (what it changed, its errors, what waits for the call budget) and the prices to decide", returns: 'EbaySyncStatus' })
  status(): Promise<EbaySyncStatus> {
    return this.sync.status();
  }

  @Post('sync')
  @HttpCode(202)
  @ApiDoc({ summary: 'Runs the eBay sync now; follow the job', returns: 'JobAccepted' })
  syncNow(): Promise<JobAccepted> {
    return this.sync.syncNow();
  }

  @Get('price-differences')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: 'Every watch whose eBay listing asks another price, with both prices', returns: 'EbayPriceDifference[]' })
  priceDifferences(): Promise<EbayPriceDifference[]> {
    return this.sync.priceDifferences();
  }

  @Post('price-differences/:id')
  @HttpCode(204)
  @ApiDoc({ summary: "Takes eBay's price for the watch (`ebay`) or keeps its own (`ours`)", returns: null, errors: [404, 409] })
  settle(@Param('id', IdPipe) id: number, @Body(new SchemaPipe(ebayPriceChoiceSchema)) payload: EbayPriceChoicePayload): Promise<void> {
    return this.sync.settlePrice(id, payload.take);
  }

  @Get('ended-listings')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: 'Every watch whose listing a suspect sync run found ended or missing, waiting for the operator', returns: 'EbayEndedListing[]' })
  endedListings(): Promise<EbayEndedListing[]> {
    return this.sync.endedListings();
  }

  @Post('ended-listings/:id')
  @HttpCode(204)
  @ApiDoc({ summary: 'Confirms the ending (`confirm`: the watch is sold) or dismisses it (`dismiss`: the watch stays as it is)', returns: null, errors: [404, 409] })
  decideEnded(@Param('id', IdPipe) id: number, @Body(new SchemaPipe(ebayEndedDecisionSchema)) payload: EbayEndedDecisionPayload): Promise<void> {
    return this.sync.decideEnded(id, payload.decision);
  }
}
