import { loginSchema, type LoginPayload, type SessionUser } from '@caliber/contracts';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException } from '../common/api-error.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isForeignWrite } from './admin.guard.js';
import { AuthService } from './auth.service.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new SchemaPipe(loginSchema)) payload: LoginPayload,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionUser> {
    this.refuseForeign(req);
    const { user, token } = await this.auth.signIn(payload, req.ip ?? 'unknown');
    setSessionCookie(res, token, this.secure(req));
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    this.refuseForeign(req);
    await this.auth.signOut(readSessionToken(req));
    clearSessionCookie(res, this.secure(req));
  }

  @Get('me')
  async me(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionUser> {
    res.setHeader('Cache-Control', 'no-store');
    const user = await this.auth.userForToken(readSessionToken(req));
    if (!user) throw new ApiException(401, 'Not signed in');
    return user;
  }

  private refuseForeign(req: Request): void {
    if (isForeignWrite(req, this.config.publicUrl)) throw new ApiException(403, 'Sign-in must come from the Caliber site itself');
  }

  private secure(req: Request): boolean {
    return req.secure || this.config.publicUrl.startsWith('https:');
  }
}
