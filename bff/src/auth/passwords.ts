import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/** argon2id at OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane (docs/abuse-limits.md). */
export const PASSWORD_HASHING = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASHING);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Whether a stored hash was made with another algorithm or weaker costs than {@link PASSWORD_HASHING}. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== PASSWORD_HASHING.algorithm || used.memoryCost < PASSWORD_HASHING.memoryCost || used.timeCost < PASSWORD_HASHING.timeCost
    );
  } catch {
    return true;
  }
}

/** A hash of nothing anyone knows, verified when the username is unknown so both paths take the same time. */
export const DUMMY_HASH_PROMISE = hashPassword('caliber-timing-equaliser');
