import { ConfigError, loadPrepareConfig } from '@caliber/config';
import { contentTypeOf, createFileStorage } from '@caliber/core/storage';
import { createDataSource, prepareDatabase } from '@caliber/db';
import { seedDemoCatalogue } from '@caliber/demo-seed';
import { createReadStream } from 'node:fs';
import { unreachableDependencies } from './startup/dependency-check.js';
import { ensureFirstOperator, writeOwnerOnlyFile } from './startup/operators.js';

/** `npm start`'s preparation step: dependencies reachable, database created and migrated, demo data and first operator. */
async function prepare(): Promise<void> {
  const config = loadPrepareConfig();
  const problems = await unreachableDependencies(config.database.url, config.redisUrl);
  if (problems.length > 0) {
    console.error(`Caliber cannot start:\n${problems.map((problem) => `  ✗ ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const storage = createFileStorage(config.storage);
  const storeFile = (name: string, file: string) => storage.write(name, createReadStream(file), contentTypeOf(name));
  const report = await prepareDatabase({ database: config.database, seed: (dataSource) => seedDemoCatalogue(dataSource, storeFile) });
  const applied = report.migrationsRun.length;
  const migrated = [report.createdDatabase && 'created', applied > 0 && `${applied} migration${applied === 1 ? '' : 's'} applied`].filter(Boolean);
  console.log(`Database ${new URL(config.database.url).pathname.slice(1)}: ${migrated.length > 0 ? migrated.join(', ') : 'up to date'}`);
  console.log(
    report.seed?.seeded
      ? `Demo catalogue: seeded ${report.seed.collections} collections, ${report.seed.watches} watches, ${report.seed.testimonials} testimonials`
      : 'Demo catalogue: not seeded (the catalogue already has collections)',
  );

  const dataSource = await createDataSource(config.database).initialize();
  try {
    const operator = await ensureFirstOperator(dataSource, config.firstOperator);
    if (operator.created && operator.generatedPassword) {
      // Not printed: container logs would keep it. A file only its owner may read (docs/security.md).
      writeOwnerOnlyFile(config.firstOperatorPasswordFile, `${operator.generatedPassword}\n`);
      console.log(`\nCreated the operator "${operator.username}"; its password is in ${config.firstOperatorPasswordFile} (readable only by you).`);
      console.log('Sign in at /admin, keep the password somewhere safe and delete the file (npm run admin:create sets a new one).\n');
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
