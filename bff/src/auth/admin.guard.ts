import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthService } from './auth.service.js';
import { isCrossSite } from './cross-site.js';
import { SessionCookie } from './session-cookie.js';

/**
 * Every /api/admin call (the eBay account's connect and status included) must come from our own pages
 * (403 otherwise, before anything runs: reads spend eBay quota too) and carry a valid session (401).
 * Every answer, success or not, is `Cache-Control: no-store`.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: unknown }>();
    // No back-office answer is kept by the browser or any cache on the way, refusals included (docs/security.md).
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    if (isCrossSite(req, this.config.publicUrl)) throw new ApiException(403, 'Requests from other sites are refused: use the back office at /admin on this site');
    const user = await this.auth.userForToken(this.cookie.read(req));
    if (!user) throw new ApiException(401, 'Sign in to use the back office');
    req.user = user;
    return true;
  }
}
