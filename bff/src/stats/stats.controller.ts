import type { Stats } from '@caliber/contracts';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { StatsService } from './stats.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('admin/stats')
@UseGuards(AdminGuard)
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @ApiDoc({ summary: 'Counts for the dashboard', returns: 'Stats' })
  get(): Promise<Stats> {
    return this.stats.get();
  }
}
