import type { HealthReport, LivenessReport, PublicHealthReport, PublicReadinessReport, ReadinessReport } from '@caliber/contracts';
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
    return (await this.seesDetails(req)) ? report : { status: report.status };
  }

  /** The liveness probe: answers as long as the process does, whatever PostgreSQL and Redis do (docs/operations.md). */
  @Get('live')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({ summary: 'Whether the process answers; never looks at the database or Redis (a liveness probe)', returns: 'LivenessReport' })
  live(): LivenessReport {
    return { status: 'live' };
  }

  /** The readiness probe: 503 while a dependency is down, a remote has no build yet, or the replica drains on SIGTERM. */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiDoc({
    summary: 'Whether this replica should be sent requests (a readiness probe); the details only to the operator or from this machine',
    returns: 'PublicReadinessReport',
    alsoAnswers: [{ status: 503, returns: 'PublicReadinessReport', description: 'Not ready: the operator is told why (ReadinessReport).' }],
  })
  async ready(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ReadinessReport | PublicReadinessReport> {
    const report = await this.health.readiness();
    res.status(report.status === 'ready' ? 200 : 503);
    return (await this.seesDetails(req)) ? report : { status: report.status };
  }

  private async seesDetails(req: Request): Promise<boolean> {
    return LOOPBACK.test(req.ip ?? '') || (await this.auth.isOperator(req).catch(() => false));
  }
}
