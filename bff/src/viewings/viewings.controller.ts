import {
  viewingRequestSchema,
  viewingRescheduleSchema,
  viewingSlotsQuerySchema,
  viewingTokenSchema,
  type Viewing,
  type ViewingBooked,
  type ViewingCancelled,
  type ViewingRequest,
  type ViewingReschedulePayload,
  type ViewingSlots,
  type ViewingSlotsQuery,
  type ViewingTokenPayload,
} from '@caliber/contracts';
import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { LimitPublicWrites } from '../rate-limit/public-write.guard.js';
import { ViewingsService } from './viewings.service.js';

/** Viewings' public calls: no sign-in; the signed token of the confirmation e-mail's links is the proof (docs/viewings.md). */
@Controller('viewings')
export class ViewingsController {
  constructor(private readonly viewings: ViewingsService) {}

  @Get('slots')
  // The slots change with every booking: kept by no cache on the way.
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: "The free viewing slots of `days` days from `from`, in the shop's time zone (BUSINESS_TIMEZONE), each with its start in UTC", returns: 'ViewingSlots' })
  slots(@Query(new SchemaPipe(viewingSlotsQuerySchema)) query: ViewingSlotsQuery): Promise<ViewingSlots> {
    return this.viewings.slots(query);
  }

  @Post()
  @LimitPublicWrites('viewings')
  @HttpCode(201)
  @ApiDoc({
    summary: 'Books a free slot, for a watch or a general visit; the collector is e-mailed an invitation. 409 when the slot was just taken',
    returns: 'ViewingBooked',
    errors: [404, 409, 429],
  })
  book(@Body(new SchemaPipe(viewingRequestSchema)) payload: ViewingRequest): Promise<ViewingBooked> {
    return this.viewings.book(payload);
  }

  @Post('manage')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: "The viewing a confirmation e-mail's signed token names", returns: 'Viewing' })
  find(@Body(new SchemaPipe(viewingTokenSchema)) { token }: ViewingTokenPayload): Promise<Viewing> {
    return this.viewings.find(token);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiDoc({ summary: "Cancels the viewing a confirmation e-mail's signed token names; its reminder is dropped", returns: 'ViewingCancelled' })
  cancel(@Body(new SchemaPipe(viewingTokenSchema)) { token }: ViewingTokenPayload): Promise<ViewingCancelled> {
    return this.viewings.cancelByCollector(token);
  }

  @Post('reschedule')
  @LimitPublicWrites('viewings')
  @HttpCode(200)
  @ApiDoc({
    summary: "Moves the viewing a confirmation e-mail's signed token names to another free slot; 409 when that slot was just taken or the viewing is cancelled",
    returns: 'ViewingBooked',
    errors: [409, 429],
  })
  reschedule(@Body(new SchemaPipe(viewingRescheduleSchema)) { token, start }: ViewingReschedulePayload): Promise<ViewingBooked> {
    return this.viewings.reschedule(token, start);
  }
}
