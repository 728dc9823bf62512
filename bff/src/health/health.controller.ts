import type { HealthReport, PublicHealthReport } from '@caliber/contracts';
import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthService } from '../auth/auth.service.js';
import { HealthService } from './health.service.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

/** An address of this machine: 127.0.0.0/8, ::1, or either written as IPv6. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i;

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly auth: AuthService,
  ) {}

  /**
   * 200 when every dependency answers, else 503. The public learns only that; the signed-in operator, and
   * a caller on this machine (as TRUST_PROXY reads the client's address: not a visitor through a local
   * proxy), get what is down, the cache's fill and the remotes' builds (docs/security.md).
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiDoc({
    summary: 'Whether the database and Redis answer; the details only to the operator or from this machine',
    returns: 'PublicHealthReport',
    alsoAnswers: [{ status: 503, returns: 'PublicHealthReport', description: 'A dependency is down (the operator is told which: HealthReport).' }],
  })
  async check(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthReport | PublicHealthReport> {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503);
    const detailed = LOOPBACK.test(req.ip ?? '') || (await this.auth.isOperator(req).catch(() => false));
    return detailed ? report : { status: report.status };
  }
}
