import { ROUTES, tokenLink } from '@caliber/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LinkSigner } from '@caliber/db';

/** Signed unsubscribe links: `/unsubscribe#token=<subscription id>.<MAC>`, the token in the fragment (docs/mail.md, docs/security.md). */
@Injectable()
export class UnsubscribeLinks {
  private readonly signer: LinkSigner;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.signer = new LinkSigner(config, 'unsubscribe-links');
  }

  url(subscriptionId: number): string {
    return `${this.config.publicUrl}${tokenLink(ROUTES.unsubscribe, this.token(subscriptionId))}`;
  }

  token(subscriptionId: number): string {
    return `${subscriptionId}.${this.mac(subscriptionId)}`;
  }

  /** The subscription a token names, or null when it was not signed here. */
  verify(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/.exec(token.trim());
    if (!match) return null;
    const id = Number(match[1]);
    return sameText(match[2], this.mac(id)) ? id : null;
  }

  private mac(subscriptionId: number): string {
    return this.signer.mac(`unsubscribe:${subscriptionId}`);
  }
}

/** Compares a MAC given with the expected one in constant time. */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
