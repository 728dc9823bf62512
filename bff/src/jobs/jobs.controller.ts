import type { JobStatus } from '@caliber/contracts';
import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/admin.guard.js';
import { JobsService } from './jobs.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('admin/jobs')
@UseGuards(AdminGuard)
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: 'A background job: its state, progress, and result or error', returns: 'JobStatus' })
  status(@Param('id') id: string): Promise<JobStatus> {
    return this.jobs.status(id);
  }
}
