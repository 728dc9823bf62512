import { resolveTokenKey } from '@caliber/db';
import { createHmac, hkdfSync } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';

/** 132 bits of HMAC-SHA256, base64url: what the newsletter's links carry. */
const MAC_LENGTH = 22;

/**
 * The MAC of a newsletter link (unsubscribe, confirmation), keyed by a key derived (HKDF, one label per
 * kind of link) from the key that encrypts eBay tokens: SESSION_SECRET, or the key generated once in
 * SECRETS_DIR, so links keep working across restarts and replicas (docs/mail.md).
 */
export class LinkSigner {
  private key: Buffer | undefined;

  constructor(
    private readonly config: Pick<AppConfig, 'sessionSecret' | 'secretsDir'>,
    private readonly label: string,
  ) {}

  mac(text: string): string {
    this.key ??= Buffer.from(
      hkdfSync('sha256', resolveTokenKey({ sessionSecret: this.config.sessionSecret, secretsDir: this.config.secretsDir }), 'caliber', this.label, 32),
    );
    return createHmac('sha256', this.key).update(text).digest('base64url').slice(0, MAC_LENGTH);
  }
}
