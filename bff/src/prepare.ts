import { createDataSource, prepareDatabase } from '@caliber/db';
import { ConfigError, loadConfig } from './config/app-config.js';
import { unreachableDependencies } from './startup/dependency-check.js';
import { ensureFirstOperator } from './startup/operators.js';

/** `npm start`'s preparation step: dependencies reachable, database created and migrated, demo data and first operator. */
async function prepare(): Promise<void> {
  const config = loadConfig();
  const problems = await unreachableDependencies(config.databaseUrl, config.redisUrl);
  if (problems.length > 0) {
    console.error(`Caliber cannot start:\n${problems.map((problem) => `  ✗ ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const report = await prepareDatabase({ url: config.databaseUrl, uploadDir: config.uploadDir, seed: true });
  if (report.createdDatabase) console.log(`Created the database ${new URL(config.databaseUrl).pathname.slice(1)}.`);
  for (const name of report.migrationsRun) console.log(`Applied migration ${name}.`);
  if (report.seed?.seeded) {
    console.log(`Seeded the demo catalogue: ${report.seed.collections} collections, ${report.seed.watches} watches, ${report.seed.testimonials} testimonials.`);
  }

  const dataSource = await createDataSource(config.databaseUrl).initialize();
  try {
    const operator = await ensureFirstOperator(dataSource, process.env.ADMIN_USERNAME, process.env.ADMIN_PASSWORD);
    if (operator.created && operator.generatedPassword) {
      console.log(`\nCreated the operator "${operator.username}" with the password ${operator.generatedPassword}`);
      console.log('It is shown this once: sign in at /admin and keep it somewhere safe (npm run admin:create sets a new one).\n');
    } else if (operator.created) {
      console.log(`Created the operator "${operator.username}" from ADMIN_USERNAME and ADMIN_PASSWORD.`);
    }
  } finally {
    await dataSource.destroy();
  }
}

prepare().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
