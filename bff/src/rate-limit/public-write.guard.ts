import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { secondsToWait, TooManyRequests, waitInWords } from '../common/api-error.js';
import { clientAddress } from '../common/client-address.js';
import { ClientLimits, type PublicWriteKind } from './client-limits.js';

const PUBLIC_WRITE_KIND = 'caliber:public-write-kind';

const REFUSALS: Record<PublicWriteKind, string> = {
  inquiries: 'Too many messages from your address in the last minute',
  subscriptions: 'Too many newsletter sign-ups from your address in the last minute',
  'search-alerts': 'Too many search alert requests from your address in the last minute',
  viewings: 'Too many viewing bookings from your address in the last minute',
};

/** Answers 429 with `Retry-After` once the client's address has used up its public writes of this kind. */
@Injectable()
export class PublicWriteGuard implements CanActivate {
  constructor(
    private readonly limits: ClientLimits,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<PublicWriteKind>(PUBLIC_WRITE_KIND, context.getHandler());
    const decision = await this.limits.takePublicWrite(kind, clientAddress(context.switchToHttp().getRequest<Request>()));
    if (decision.allowed) return true;
    const wait = secondsToWait(decision.retryAfterMs);
    throw new TooManyRequests(wait, `${REFUSALS[kind]}. Please try again ${waitInWords(wait)}.`);
  }
}

/** Limits a public write per client address (PUBLIC_WRITES_PER_MINUTE, docs/abuse-limits.md). */
export const LimitPublicWrites = (kind: PublicWriteKind) => applyDecorators(SetMetadata(PUBLIC_WRITE_KIND, kind), UseGuards(PublicWriteGuard));
