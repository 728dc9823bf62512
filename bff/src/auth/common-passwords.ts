import { createRequire } from 'node:module';

// Firefox Accounts' list of about 10,000 common passwords, shipped in the package (nothing is fetched).
const list = createRequire(import.meta.url)('fxa-common-password-list') as { test(password: string): boolean };

export const COMMON_PASSWORD_MESSAGE = 'This password is on a list of common passwords, which are guessed first. Choose another.';

/** Whether a new operator password is on the list of common passwords, in any letter case (docs/abuse-limits.md). */
export function isCommonPassword(password: string): boolean {
  return list.test(password) || list.test(password.toLowerCase());
}
