import { LinkSigner } from './link-signer.js';
import type { TokenKeySource } from './token-cipher.js';

/** What a search alert's confirmation link names: the alert, and the sign-up (its time) it confirms. */
export interface SearchAlertConfirmation {
  id: number;
  requestedAt: Date;
}

/** What a manage link names: the address, and when the link was issued (null on links from before the time was added). */
export interface ManageToken {
  email: string;
  issuedAt: Date | null;
}

const ID = '([1-9]\\d{0,9})';
const MAC = '([A-Za-z0-9_-]+)';

/**
 * The tokens of a search alert's links (docs/search-alerts.md), signed like the newsletter's under their
 * own label: the confirmation `<alert id>.<time asked, base36 ms>.<MAC>`, the unsubscribe link
 * `<alert id>.<MAC>`, and the page of all of an address's alerts `<address, base64url>.<time issued, base36 ms>.<MAC>`. The BFF
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

  /** A manage link's token, with the time it was issued (signed with the address) so that it can lapse. */
  manage(email: string, issuedAt = new Date()): string {
    const time = issuedAt.getTime().toString(36);
    return `${Buffer.from(email).toString('base64url')}.${time}.${this.signer.mac(`manage:${email}:${time}`)}`;
  }

  /**
   * The address a manage token names and when it was issued, or null when it was not signed here.
   * `issuedAt` is null for a token of the links mailed before they had a time (`<address>.<MAC>`): the
   * BFF takes those as expired (docs/search-alerts.md).
   */
  readManage(token: string): ManageToken | null {
    const match = new RegExp(`^([A-Za-z0-9_-]{1,400})(?:\\.([0-9a-z]{1,12}))?\\.${MAC}$`).exec(token.trim());
    if (!match) return null;
    const email = Buffer.from(match[1], 'base64url').toString();
    const [time, mac] = [match[2], match[3]];
    if (time === undefined) return this.signer.verify(`manage:${email}`, mac) ? { email, issuedAt: null } : null;
    return this.signer.verify(`manage:${email}:${time}`, mac) ? { email, issuedAt: new Date(parseInt(time, 36)) } : null;
  }
}
