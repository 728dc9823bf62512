import { LinkSigner } from './link-signer.js';
import type { TokenKeySource } from './token-cipher.js';

/**
 * The token of a confirmation e-mail's "this was not me" link (docs/security.md): `<address, base64url>.<MAC>`,
 * signed like the other e-mail links under its own label. The worker signs it into the e-mail; the BFF
 * checks it. It does not lapse: the answer "this was not me" holds however late it is given.
 */
export class NotMeTokens {
  private readonly signer: LinkSigner;

  constructor(source: TokenKeySource) {
    this.signer = new LinkSigner(source, 'not-me-links');
  }

  sign(email: string): string {
    return `${Buffer.from(email).toString('base64url')}.${this.signer.mac(`not-me:${email}`)}`;
  }

  /** The address a token names, or null when it was not signed here. */
  read(token: string): string | null {
    const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]+)$/.exec(token.trim());
    if (!match) return null;
    const email = Buffer.from(match[1], 'base64url').toString();
    return this.signer.verify(`not-me:${email}`, match[2]) ? email : null;
  }
}
