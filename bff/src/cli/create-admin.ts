import { loadDatabaseSettings } from '@caliber/config';
import { LIMITS, OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_USERNAME_PATTERN } from '@caliber/contracts';
import { createDataSource } from '@caliber/db';
import { saveOperator } from '../startup/operators.js';
import { readPassword } from './read-password.js';

const WITHOUT_SECOND_FACTOR = '--without-second-factor';
const USAGE = `Usage: npm run admin:create -- <username> [${WITHOUT_SECOND_FACTOR}] < password-file
  The password is read from standard input (asked for at a terminal), never from the command line.
  username: letters, digits, ".", "_" or "-", at most ${LIMITS.username}
  ${WITHOUT_SECOND_FACTOR}: also turns the operator's second factor off (a lost phone and recovery codes)`;

/** `npm run admin:create -- <username>`: adds an operator (or resets one's password); the password never shows. */
async function createAdmin(): Promise<void> {
  const args = process.argv.slice(2);
  const withoutSecondFactor = args.includes(WITHOUT_SECOND_FACTOR);
  const [username, ...rest] = args.filter((arg) => arg !== WITHOUT_SECOND_FACTOR);
  if (!username || !OPERATOR_USERNAME_PATTERN.test(username) || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const password = await readPassword(`Password for "${username}": `);
  if ([...password].length < OPERATOR_PASSWORD_MIN_LENGTH) {
    console.error(`The password must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters.`);
    process.exit(2);
  }
  const dataSource = await createDataSource(loadDatabaseSettings()).initialize();
  try {
    await saveOperator(dataSource, username, password, { withoutSecondFactor });
  } finally {
    await dataSource.destroy();
  }
  console.log(`Saved the operator "${username}"${withoutSecondFactor ? ', without a second factor' : ''}.`);
}

createAdmin().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
