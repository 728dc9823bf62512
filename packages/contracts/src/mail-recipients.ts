import { object, type Infer } from 'superstruct';
import { requiredText } from './fields.js';

/**
 * What the shop may send an address that asked for nothing yet (docs/security.md, "Mail to strangers"):
 * confirmation e-mails (the newsletter's and the search alerts' together) are counted per address, and an
 * address that said "this was not me" is never written to again.
 */
export const MAIL_RECIPIENTS = {
  /** Most confirmation e-mails one address is sent in `confirmationWindowMs`; the sign-ups past it answer the same and send nothing. */
  confirmationsPerWindow: 3,
  confirmationWindowMs: 24 * 3600_000,
  /** Longest token of a "this was not me" link. */
  tokenLength: 600,
} as const;

/** The one spelling of an address the shop keeps and compares: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** POST /api/mail/not-me: the token of the "this was not me" link of a confirmation e-mail. */
export const notMeSchema = object({ token: requiredText(MAIL_RECIPIENTS.tokenLength) });
export type NotMePayload = Infer<typeof notMeSchema>;

/** POST /api/mail/not-me: the address will not be written to again. */
export interface NotMeRecorded {
  recorded: true;
}

export const NOT_ME_MESSAGES = {
  invalidLink: 'This link is not valid. Open the link from our e-mail as it is, or write to us and we will stop writing to your address.',
} as const;
