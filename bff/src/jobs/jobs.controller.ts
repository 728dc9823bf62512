import type { JobStatus } from '@caliber/contracts';
import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { JobsService } from './jobs.service.js';

@Controller('admin/jobs')
@UseGuards(AdminGuard)
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  status(@Param('id') id: string): Promise<JobStatus> {
    return this.jobs.status(id);
  }
}
