import { RecoveryCodeEntity, SessionEntity, UserEntity } from '@caliber/db';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/common-passwords.js';
import { hashPassword } from '../auth/passwords.js';
import { deleteCountersStartingWith } from '../auth/sign-in-counters.repository.js';
import { knownAddressesPrefix } from '../auth/sign-in-limiter.js';

/**
 * Creates an operator, or gives an existing one a new password, ends every session they had open and
 * forgets the addresses they were known at (docs/abuse-limits.md). A common password is refused. Their second
 * factor stays unless `withoutSecondFactor` (docs/security.md).
 */
export async function saveOperator(dataSource: DataSource, username: string, password: string, { withoutSecondFactor = false } = {}): Promise<void> {
  if (isCommonPassword(password)) throw new Error(COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(password);
  await dataSource.transaction(async (manager) => {
    await manager.getRepository(UserEntity).upsert({ username, passwordHash }, ['username']);
    const { id } = await manager.getRepository(UserEntity).findOneByOrFail({ username });
    await manager.getRepository(SessionEntity).delete({ userId: id });
    if (withoutSecondFactor) {
      await manager.getRepository(UserEntity).update({ id }, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      await manager.getRepository(RecoveryCodeEntity).delete({ userId: id });
    }
    await deleteCountersStartingWith(manager, knownAddressesPrefix(username));
  });
}

export type FirstOperator = { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * The first operator: ADMIN_USERNAME/ADMIN_PASSWORD when set (created if missing), otherwise, while there is
 * no operator at all, `admin` with a random password that the caller prints once.
 */
export async function ensureFirstOperator(dataSource: DataSource, given: { username: string; password: string } | null): Promise<FirstOperator> {
  const users = dataSource.getRepository(UserEntity);
  if (given) {
    const { username, password } = given;
    if (await users.existsBy({ username })) return { created: false };
    await saveOperator(dataSource, username, password);
    return { created: true, username, generatedPassword: null };
  }
  if ((await users.count()) > 0) return { created: false };
  const generatedPassword = randomBytes(12).toString('base64url');
  await saveOperator(dataSource, 'admin', generatedPassword);
  return { created: true, username: 'admin', generatedPassword };
}

/** Writes a secret to a file only its owner may read or write (0600; its folder 0700 when created). */
export function writeOwnerOnlyFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, content, { mode: 0o600 });
  // A file that was there already keeps its mode through writeFileSync.
  chmodSync(file, 0o600);
}
