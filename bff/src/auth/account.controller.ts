import {
  secondFactorCodeSchema,
  totpEnrolSchema,
  type RecoveryCodes,
  type SecondFactorCodePayload,
  type SessionUser,
  type TotpEnrolment,
  type TotpEnrolPayload,
} from '@caliber/contracts';
import { Body, Controller, Delete, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ApiDoc } from '../api-description/api-doc.decorator.js';
import { ApiException } from '../common/api-error.js';
import { clientAddress } from '../common/client-address.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { AdminGuard } from './admin.guard.js';
import { SecondFactorService } from './second-factor.service.js';
import { SessionCookie } from './session-cookie.js';
import { SIGN_IN_IPV6_PREFIX } from './sign-in-limiter.js';

type SignedInRequest = Request & { user: SessionUser };

/** The signed-in operator's own account: the second factor (docs/security.md). */
@Controller('admin/account')
@UseGuards(AdminGuard)
export class AccountController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('totp')
  @HttpCode(200)
  @ApiDoc({ summary: 'Starts enrolling an authenticator app: a new TOTP secret, on once confirmed', returns: 'TotpEnrolment', errors: [409, 429] })
  enrol(@Body(new SchemaPipe(totpEnrolSchema)) { password }: TotpEnrolPayload, @Req() req: SignedInRequest): Promise<TotpEnrolment> {
    return this.secondFactor.enrol(req.user, password, clientAddress(req, SIGN_IN_IPV6_PREFIX));
  }

  @Post('totp/confirm')
  @HttpCode(200)
  @ApiDoc({ summary: "Turns the second factor on with the app's first code; answers ten recovery codes, shown once", returns: 'RecoveryCodes', errors: [409, 429] })
  confirm(@Body(new SchemaPipe(secondFactorCodeSchema)) { code }: SecondFactorCodePayload, @Req() req: SignedInRequest): Promise<RecoveryCodes> {
    const token = this.cookie.read(req);
    if (!token) throw new ApiException(401, 'Not signed in');
    return this.secondFactor.confirm(req.user, code, clientAddress(req, SIGN_IN_IPV6_PREFIX), token);
  }

  @Delete('totp')
  @HttpCode(204)
  @ApiDoc({ summary: 'Turns the second factor off with a current code or a recovery code', returns: null, errors: [409, 429] })
  turnOff(@Body(new SchemaPipe(secondFactorCodeSchema)) { code }: SecondFactorCodePayload, @Req() req: SignedInRequest): Promise<void> {
    return this.secondFactor.turnOff(req.user, code, clientAddress(req, SIGN_IN_IPV6_PREFIX));
  }
}
