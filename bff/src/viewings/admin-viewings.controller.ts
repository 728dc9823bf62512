import {
  viewingAgendaQuerySchema,
  viewingSettingsSchema,
  type ViewingAgenda,
  type ViewingAgendaQuery,
  type ViewingCancelled,
  type ViewingSettings,
} from '@caliber/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdPipe } from '../common/id.pipe.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ViewingsService } from './viewings.service.js';

/** The back office's Viewings tab: the agenda, the operator's cancel, and the viewing hours (docs/viewings.md). */
@Controller('admin/viewings')
@UseGuards(AdminGuard)
export class AdminViewingsController {
  constructor(private readonly viewings: ViewingsService) {}

  @Get()
  @ApiDoc({ summary: "The booked viewings of today or this week (today and the next six days, the shop's calendar), soonest first", returns: 'ViewingAgenda' })
  agenda(@Query(new SchemaPipe(viewingAgendaQuerySchema)) { range }: ViewingAgendaQuery): Promise<ViewingAgenda> {
    return this.viewings.agenda(range ?? 'week');
  }

  @Get('settings')
  @ApiDoc({ summary: 'The viewing hours per weekday, slot length, days closed and how far ahead one may book', returns: 'ViewingSettings' })
  settings(): Promise<ViewingSettings> {
    return this.viewings.settings();
  }

  @Put('settings')
  @ApiDoc({ summary: "Sets the viewing hours (in the shop's time zone), slot length, days closed and how far ahead one may book", returns: 'ViewingSettings' })
  saveSettings(@Body(new SchemaPipe(viewingSettingsSchema)) settings: ViewingSettings): Promise<ViewingSettings> {
    return this.viewings.saveSettings(settings);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiDoc({ summary: 'Cancels a booked viewing; the collector is told by e-mail', returns: 'ViewingCancelled', errors: [404] })
  cancel(@Param('id', IdPipe) id: number): Promise<ViewingCancelled> {
    return this.viewings.cancelByOperator(id);
  }
}
