import { LinkSigner } from './link-signer.js';
import type { TokenKeySource } from './token-cipher.js';

/** What a search alert's confirmation link names: the alert, and the sign-up (its time) it confirms. */
export interface SearchAlertConfirmation {
  id: number;
  requestedAt: Date;
}

const ID = '([1-9]\\d{0,9})';
const MAC = '([A-Za-z0-9_-]+)';

/**
 * The tokens of a search alert's links (docs/search-alerts.md), signed like the newsletter's under their
 * own label: the confirmation `<alert id>.<time asked, base36 ms>.<MAC>`, the unsubscribe link
 * `<alert id>.<MAC>`, and the page of all of an address's alerts `<address, base64url>.<MAC>`. The BFF
 * checks them; the worker signs those of the e-mails it composes.
 */
export class SearchAlertTokens {
  private readonly signer: LinkSigner;

  constructor(source: TokenKeySource) {
    this.signer = new LinkSigner(source, 'search-alert-links');
  }

  confirmation({ id, requestedAt }: SearchAlertConfirmation): string {
    const time = requestedAt.getTime().toString(36);
    return `${id}.${time}.${this.signer.mac(`confirm:${id}:${time}`)}`;
  }

  readConfirmation(token: string): SearchAlertConfirmation | null {
    const match = new RegExp(`^${ID}\\.([0-9a-z]{1,12})\\.${MAC}$`).exec(token.trim());
    if (!match || !this.signer.verify(`confirm:${match[1]}:${match[2]}`, match[3])) return null;
    return { id: Number(match[1]), requestedAt: new Date(parseInt(match[2], 36)) };
  }

  unsubscribe(alertId: number): string {
    return `${alertId}.${this.signer.mac(`unsubscribe:${alertId}`)}`;
  }

  /** The alert an unsubscribe token names, or null when it was not signed here. */
  readUnsubscribe(token: string): number | null {
    const match = new RegExp(`^${ID}\\.${MAC}$`).exec(token.trim());
    return match && this.signer.verify(`unsubscribe:${match[1]}`, match[2]) ? Number(match[1]) : null;
  }

  manage(email: string): string {
    return `${Buffer.from(email).toString('base64url')}.${this.signer.mac(`manage:${email}`)}`;
  }

  /** The address a manage token names, or null when it was not signed here. */
  readManage(token: string): string | null {
    const match = new RegExp(`^([A-Za-z0-9_-]{1,400})\\.${MAC}$`).exec(token.trim());
    if (!match) return null;
    const email = Buffer.from(match[1], 'base64url').toString();
    return this.signer.verify(`manage:${email}`, match[2]) ? email : null;
  }
}
