import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'ebay-token.key';

/** Where the key that encrypts eBay tokens at rest comes from. */
export interface TokenKeySource {
  /** `SESSION_SECRET`: when set, the key is derived from it (HKDF-SHA256), so every process agrees. */
  sessionSecret: string | null;
  /** Otherwise a random key is created once in this folder (mode 0600) and read from there. */
  secretsDir: string;
}

/** The 32-byte AES key for {@link sealSecret} and {@link openSecret}. */
export function resolveTokenKey(source: TokenKeySource): Buffer {
  if (source.sessionSecret) {
    return Buffer.from(hkdfSync('sha256', source.sessionSecret, 'caliber', 'ebay-token-encryption', 32));
  }
  const file = path.join(source.secretsDir, KEY_FILE);
  mkdirSync(source.secretsDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': of two processes starting together, exactly one writes; the other reads what it wrote.
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key; delete it to create a new one (connect eBay again afterwards)`);
  return key;
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain text of {@link sealSecret}'s output; throws when the key is wrong or the text was altered. */
export function openSecret(sealed: string, key: Buffer): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
