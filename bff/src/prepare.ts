import { ConfigError, loadPrepareConfig } from '@caliber/config';
import { contentTypeOf, createFileStorage } from '@caliber/core/storage';
import { createDataSource, prepareDatabase } from '@caliber/db';
import { seedDemoCatalogue } from '@caliber/demo-seed';
import type { DataSource } from 'typeorm';
import { createReadStream } from 'node:fs';
import { unreachableDependencies } from './startup/dependency-check.js';
import { ensureFirstOperator, writeOwnerOnlyFile } from './startup/operators.js';

/**
 * `npm start`'s preparation step: dependencies reachable, database created and migrated, the demo catalogue
 * when DEMO_CATALOGUE is on, and the first operator.
 */
async function prepare(): Promise<void> {
  const config = loadPrepareConfig();
  const problems = await unreachableDependencies(config.database.url, config.redisUrl);
  if (problems.length > 0) {
    console.error(`Caliber cannot start:\n${problems.map((problem) => `  ✗ ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const storage = createFileStorage(config.storage);
  const storeFile = (name: string, file: string) => storage.write(name, createReadStream(file), contentTypeOf(name));
  const seed = config.demoCatalogue ? (dataSource: DataSource) => seedDemoCatalogue(dataSource, storeFile) : undefined;
  const report = await prepareDatabase({ database: config.database, seed });
  const applied = report.migrationsRun.length;
  const migrated = [report.createdDatabase && 'created', applied > 0 && `${applied} migration${applied === 1 ? '' : 's'} applied`].filter(Boolean);
  console.log(`Database ${new URL(config.database.url).pathname.slice(1)}: ${migrated.length > 0 ? migrated.join(', ') : 'up to date'}`);
  console.log(demoCatalogueLine(report.seed));

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

function demoCatalogueLine(seed: Awaited<ReturnType<typeof seedDemoCatalogue>> | null): string {
  if (!seed) return 'Demo catalogue: off (DEMO_CATALOGUE=on fills an empty catalogue with it)';
  return seed.seeded
    ? `Demo catalogue: seeded ${seed.collections} collections, ${seed.watches} watches, ${seed.testimonials} testimonials`
    : 'Demo catalogue: not seeded (the catalogue already has collections)';
}

prepare().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
