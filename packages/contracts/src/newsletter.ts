/**
 * Newsletter double opt-in (docs/mail.md): a sign-up waits this long for its confirmation; past it the
 * confirmation link no longer works and an unconfirmed address is forgotten.
 */
export const SUBSCRIPTION_CONFIRM_MS = 7 * 24 * 3600_000;
