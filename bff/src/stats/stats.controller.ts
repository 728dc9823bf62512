import type { Stats } from '@caliber/contracts';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { StatsService } from './stats.service.js';

@Controller('admin/stats')
@UseGuards(AdminGuard)
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  get(): Promise<Stats> {
    return this.stats.get();
  }
}
