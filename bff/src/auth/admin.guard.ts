import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ApiException } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthService } from './auth.service.js';
import { readSessionToken } from './session-cookie.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write must come from our own pages: a browser always sends Origin on cross-site writes. */
export function isForeignWrite(req: Request, publicUrl: string): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.origin;
  if (!origin) return false;
  const own = [new URL(publicUrl).origin, `${req.protocol}://${req.headers.host}`];
  return !own.includes(origin);
}

/** Every /api/admin call needs a valid session (401) and, for writes, our own Origin (403). */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: unknown }>();
    const user = await this.auth.userForToken(readSessionToken(req));
    if (!user) throw new ApiException(401, 'Sign in to use the back office');
    if (isForeignWrite(req, this.config.publicUrl)) throw new ApiException(403, 'Changes must be made from the Caliber back office itself');
    req.user = user;
    return true;
  }
}
