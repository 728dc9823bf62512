import { createHash } from 'node:crypto';

/**
 * The hash the shop keeps of an address it must recognise without keeping it (the mail suppression list
 * and the confirmation budget, docs/security.md): SHA-256 of the address trimmed and lower-cased, in hex.
 */
export function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
