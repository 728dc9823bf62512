import type { HealthReport } from '@caliber/contracts';
import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService } from './health.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every dependency answers, else 503 with the same body naming what is down. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiDoc({
    summary: 'Whether the database and Redis answer',
    returns: 'HealthReport',
    alsoAnswers: [{ status: 503, returns: 'HealthReport', description: 'A dependency is down: the body says which.' }],
  })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
