import { loadDatabaseSettings } from '@caliber/config';
import { LIMITS, OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_USERNAME_PATTERN } from '@caliber/contracts';
import { createDataSource } from '@caliber/db';
import { randomBytes } from 'node:crypto';
import { saveOperator } from '../startup/operators.js';

/** `npm run admin:create -- <username> [password]`: adds an operator (or resets one's password). */
async function createAdmin(): Promise<void> {
  const [username, given] = process.argv.slice(2);
  if (!username || !OPERATOR_USERNAME_PATTERN.test(username)) {
    console.error(`Usage: npm run admin:create -- <username> [password]\n  username: letters, digits, ".", "_" or "-", at most ${LIMITS.username}`);
    process.exit(2);
  }
  if (given !== undefined && given.length < OPERATOR_PASSWORD_MIN_LENGTH) {
    console.error(`The password must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters (or leave it out to get a random one).`);
    process.exit(2);
  }
  const password = given ?? randomBytes(12).toString('base64url');
  const dataSource = await createDataSource(loadDatabaseSettings()).initialize();
  try {
    await saveOperator(dataSource, username, password);
  } finally {
    await dataSource.destroy();
  }
  console.log(given ? `Saved the operator "${username}".` : `Saved the operator "${username}" with the password ${password}`);
}

createAdmin().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
