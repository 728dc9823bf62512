import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code from the step before or after now is accepted too: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;
const ISSUER = 'Caliber';

export const RECOVERY_CODE_COUNT = 10;

function totpFor(secret: string, username = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new secret of 160 bits (RFC 4226's recommended length) in base32, and the otpauth:// URL a QR code carries. */
export function newTotpSecret(username: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, username).toString() };
}

/** The time step a six-digit code belongs to, if it is right for this secret now (within the window); otherwise null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** What the operator typed, without spaces and hyphens, lower case: a six-digit code or a recovery code. */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

export const isTotpCode = (code: string) => new RegExp(`^\\d{${DIGITS}}$`).test(code);

/** Crockford's base32: 32 letters and digits (so each byte's low five bits pick one evenly), none read as another. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten random codes of ten characters (50 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code: SHA-256 of its normalised text (random codes need no slow hash). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normaliseCode(code)).digest('hex');
}
