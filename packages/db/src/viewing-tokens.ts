import { LinkSigner } from './link-signer.js';
import type { TokenKeySource } from './token-cipher.js';

const ID = '([1-9]\\d{0,9})';
const MAC = '([A-Za-z0-9_-]+)';

/**
 * The token of a viewing's reschedule and cancel links (docs/viewings.md): `<viewing id>.<MAC>`, signed like
 * the search alerts' links under its own label. The worker signs those of the e-mails; the BFF checks them.
 */
export class ViewingTokens {
  private readonly signer: LinkSigner;

  constructor(source: TokenKeySource) {
    this.signer = new LinkSigner(source, 'viewing-links');
  }

  sign(viewingId: number): string {
    return `${viewingId}.${this.signer.mac(`viewing:${viewingId}`)}`;
  }

  /** The viewing a token names, or null when it was not signed here. */
  read(token: string): number | null {
    const match = new RegExp(`^${ID}\\.${MAC}$`).exec(token.trim());
    return match && this.signer.verify(`viewing:${match[1]}`, match[2]) ? Number(match[1]) : null;
  }
}
