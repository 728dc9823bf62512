import { ROUTES } from '@caliber/contracts';
import { resolveTokenKey } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

const MAC_LENGTH = 22;

/**
 * Signed unsubscribe links: `<subscription id>.<HMAC-SHA256, base64url, 132 bits>`. The key is derived
 * (HKDF, its own label) from the key that encrypts eBay tokens: SESSION_SECRET, or the key generated once
 * in SECRETS_DIR, so links keep working across restarts and replicas (docs/mail.md).
 */
@Injectable()
export class UnsubscribeLinks {
  private key: Buffer | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  url(subscriptionId: number): string {
    return `${this.config.publicUrl}${ROUTES.unsubscribe}?token=${this.token(subscriptionId)}`;
  }

  token(subscriptionId: number): string {
    return `${subscriptionId}.${this.mac(subscriptionId)}`;
  }

  /** The subscription a token names, or null when it was not signed here. */
  verify(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/.exec(token.trim());
    if (!match) return null;
    const id = Number(match[1]);
    const given = Buffer.from(match[2]);
    const expected = Buffer.from(this.mac(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(subscriptionId: number): string {
    this.key ??= Buffer.from(
      hkdfSync('sha256', resolveTokenKey({ sessionSecret: this.config.sessionSecret, secretsDir: this.config.secretsDir }), 'caliber', 'unsubscribe-links', 32),
    );
    return createHmac('sha256', this.key).update(`unsubscribe:${subscriptionId}`).digest('base64url').slice(0, MAC_LENGTH);
  }
}
