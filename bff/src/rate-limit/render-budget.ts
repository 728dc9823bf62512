import { Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { secondsToWait, TooManyRequests, waitInWords } from '../common/api-error.js';
import { clientAddress } from '../common/client-address.js';
import { ClientLimits } from './client-limits.js';

/** What the refusal says, on the page and in the API's message. */
export const renderBudgetRefusal = (retryAfterSeconds: number) =>
  `You have asked for many new searches and pages in the last minute. Please try again ${waitInWords(retryAfterSeconds)}.`;

/** Answers 429 `{error, message}` with `Retry-After` once the client has used up its render budget (RENDER_BUDGET_PER_MINUTE). */
@Injectable()
export class RenderBudgetGuard implements CanActivate {
  constructor(private readonly limits: ClientLimits) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const decision = await this.limits.takeRender(clientAddress(context.switchToHttp().getRequest<Request>()));
    if (decision.allowed) return true;
    const wait = secondsToWait(decision.retryAfterMs);
    throw new TooManyRequests(wait, renderBudgetRefusal(wait));
  }
}

/** Counts a read the cache did not answer (the cache's fast path sends the ones it holds before routing). */
export const CountsAgainstRenderBudget = () => UseGuards(RenderBudgetGuard);
