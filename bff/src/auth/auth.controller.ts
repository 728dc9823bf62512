import { loginSchema, SECOND_FACTOR_REQUIRED, passwordChangeSchema, type LoginPayload, type PasswordChangePayload, type SessionUser } from '@caliber/contracts';
import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException } from '../common/api-error.js';
import { clientAddress } from '../common/client-address.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthService } from './auth.service.js';
import { isCrossSite } from './cross-site.js';
import { SIGN_IN_IPV6_PREFIX } from './sign-in-limiter.js';
import { SessionCookie } from './session-cookie.js';
import { ApiDoc } from '../api-description/api-doc.decorator.js';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Signs in and sets the session cookie; `code` is the second factor, once the operator has one',
    returns: 'SessionUser',
    errors: [401, 403, 429],
    alsoFails: [{ status: 401, error: SECOND_FACTOR_REQUIRED, description: 'the password is right; send it again with `code`, the authenticator app\'s or a recovery code.' }],
  })
  async login(
    @Body(new SchemaPipe(loginSchema)) payload: LoginPayload,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionUser> {
    this.refuseForeign(req);
    const { user, token } = await this.auth.signIn(payload, clientAddress(req, SIGN_IN_IPV6_PREFIX), this.cookie.read(req));
    this.cookie.set(req, res, token, this.config.session.lifetimeMs);
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  @ApiDoc({ summary: 'Signs out and clears the session cookie', returns: null, errors: [403] })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    this.refuseForeign(req);
    await this.auth.signOut(this.cookie.read(req));
    this.cookie.clear(req, res);
  }

  @Post('logout-everywhere')
  @HttpCode(204)
  @ApiDoc({ summary: "Ends every one of the operator's sessions, on every device, and clears this one's cookie", returns: null, errors: [401, 403] })
  async logoutEverywhere(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    this.refuseForeign(req);
    await this.auth.signOutEverywhere(this.cookie.read(req));
    this.cookie.clear(req, res);
  }

  @Put('password')
  @HttpCode(204)
  @ApiDoc({ summary: "Changes the operator's password and ends their other sessions", returns: null, errors: [401, 403, 429] })
  async changePassword(@Body(new SchemaPipe(passwordChangeSchema)) payload: PasswordChangePayload, @Req() req: Request): Promise<void> {
    this.refuseForeign(req);
    await this.auth.changePassword(this.cookie.read(req), payload, clientAddress(req, SIGN_IN_IPV6_PREFIX));
  }

  @Get('me')
  @ApiDoc({ summary: 'The signed-in operator', returns: 'SessionUser', errors: [401] })
  async me(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionUser> {
    res.setHeader('Cache-Control', 'no-store');
    const user = await this.auth.userForToken(this.cookie.read(req));
    if (!user) throw new ApiException(401, 'Not signed in');
    return user;
  }

  private refuseForeign(req: Request): void {
    if (isCrossSite(req, this.config.publicUrl)) throw new ApiException(403, 'Sign-in must come from the Caliber site itself');
  }
}
