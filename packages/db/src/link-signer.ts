import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { resolveTokenKey, type TokenKeySource } from './token-cipher.js';

/** 132 bits of HMAC-SHA256, base64url: what the e-mails' links carry. */
const MAC_LENGTH = 22;

/**
 * The MAC of an e-mail's link (newsletter unsubscribe and confirmation, search alerts), keyed by a key
 * derived (HKDF, one label per kind of link) from the key that encrypts eBay tokens: SESSION_SECRET, or
 * the key generated once in SECRETS_DIR, so links keep working across restarts, replicas and the BFF and
 * the worker alike (docs/mail.md).
 */
export class LinkSigner {
  private key: Buffer | undefined;

  constructor(
    private readonly source: TokenKeySource,
    private readonly label: string,
  ) {}

  mac(text: string): string {
    this.key ??= Buffer.from(
      hkdfSync('sha256', resolveTokenKey({ sessionSecret: this.source.sessionSecret, secretsDir: this.source.secretsDir }), 'caliber', this.label, 32),
    );
    return createHmac('sha256', this.key).update(text).digest('base64url').slice(0, MAC_LENGTH);
  }

  /** Whether `given` is the MAC of `text`, compared in constant time. */
  verify(text: string, given: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(this.mac(text));
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
