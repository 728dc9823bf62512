import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's recommended memory and time costs (about 20 ms a hash here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** A hash of nothing anyone knows, verified when the username is unknown so both paths take the same time. */
export const DUMMY_HASH_PROMISE = hashPassword('caliber-timing-equaliser');
