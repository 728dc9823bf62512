import { UserEntity } from '@caliber/db';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/passwords.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Creates an operator, or gives an existing one a new password. */
export async function saveOperator(dataSource: DataSource, username: string, password: string): Promise<void> {
  await dataSource.getRepository(UserEntity).upsert({ username, passwordHash: await hashPassword(password) }, ['username']);
}

export type FirstOperator = { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * The first operator: ADMIN_USERNAME/ADMIN_PASSWORD when set (created if missing), otherwise, while there is
 * no operator at all, `admin` with a random password that the caller prints once.
 */
export async function ensureFirstOperator(dataSource: DataSource, username?: string, password?: string): Promise<FirstOperator> {
  const users = dataSource.getRepository(UserEntity);
  if (username && password) {
    if (await users.existsBy({ username })) return { created: false };
    await saveOperator(dataSource, username, password);
    return { created: true, username, generatedPassword: null };
  }
  if ((await users.count()) > 0) return { created: false };
  const generatedPassword = randomBytes(12).toString('base64url');
  await saveOperator(dataSource, 'admin', generatedPassword);
  return { created: true, username: 'admin', generatedPassword };
}
