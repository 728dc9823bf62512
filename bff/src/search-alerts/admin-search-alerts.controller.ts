import type { SearchAlertGroup } from '@caliber/contracts';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { SearchAlertsService } from './search-alerts.service.js';

@Controller('admin')
@UseGuards(AdminGuard)
export class AdminSearchAlertsController {
  constructor(private readonly alerts: SearchAlertsService) {}

  @Get('search-alerts')
  @ApiDoc({ summary: 'The searches collectors asked to be alerted of, with how many addresses confirmed each, most wanted first', returns: 'SearchAlertGroup[]' })
  listGroups(): Promise<SearchAlertGroup[]> {
    return this.alerts.groups();
  }
}
