import { ROUTES } from '@caliber/contracts';
import type { ConfirmationRequest } from '@caliber/core';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LinkSigner } from '@caliber/db';
import { sameText } from './unsubscribe-links.js';

/**
 * Signed confirmation links of the newsletter's double opt-in: `<subscription id>.<time asked, base36
 * milliseconds>.<MAC>` (docs/mail.md). The time ties the link to one sign-up: a later sign-up, or
 * unsubscribing, voids it, and it lapses after SUBSCRIPTION_CONFIRM_MS.
 */
@Injectable()
export class ConfirmationLinks {
  private readonly signer: LinkSigner;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.signer = new LinkSigner(config, 'confirmation-links');
  }

  url(request: ConfirmationRequest): string {
    return `${this.config.publicUrl}${ROUTES.confirmSubscription}?token=${this.token(request)}`;
  }

  token({ id, requestedAt }: ConfirmationRequest): string {
    const time = requestedAt.getTime().toString(36);
    return `${id}.${time}.${this.mac(id, time)}`;
  }

  /** The sign-up a token names, or null when it was not signed here. */
  verify(token: string): ConfirmationRequest | null {
    const match = /^([1-9]\d{0,9})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]+)$/.exec(token.trim());
    if (!match) return null;
    const id = Number(match[1]);
    if (!sameText(match[3], this.mac(id, match[2]))) return null;
    return { id, requestedAt: new Date(parseInt(match[2], 36)) };
  }

  private mac(id: number, time: string): string {
    return this.signer.mac(`confirm:${id}:${time}`);
  }
}
