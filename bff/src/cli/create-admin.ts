import { createDataSource } from '@caliber/db';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/app-config.js';
import { saveOperator, USERNAME_PATTERN } from '../startup/operators.js';

/** `npm run admin:create -- <username> [password]`: adds an operator (or resets one's password). */
async function createAdmin(): Promise<void> {
  const [username, given] = process.argv.slice(2);
  if (!username || !USERNAME_PATTERN.test(username)) {
    console.error('Usage: npm run admin:create -- <username> [password]\n  username: letters, digits, ".", "_" or "-", at most 64');
    process.exit(2);
  }
  if (given !== undefined && given.length < 10) {
    console.error('The password must be at least 10 characters (or leave it out to get a random one).');
    process.exit(2);
  }
  const password = given ?? randomBytes(12).toString('base64url');
  const dataSource = await createDataSource(loadConfig().databaseUrl).initialize();
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
