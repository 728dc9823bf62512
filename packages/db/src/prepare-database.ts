import { createDataSource } from './data-source.js';
import { ensureDatabase } from './database-admin.js';
import { seedDemoCatalogue, type SeedReport } from './seed/seed-demo-catalogue.js';

export interface PrepareOptions {
  url: string;
  uploadDir: string;
  /** Seed the demo catalogue into an empty database. */
  seed: boolean;
}

export interface PrepareReport {
  createdDatabase: boolean;
  migrationsRun: string[];
  seed: SeedReport | null;
}

/** An arbitrary constant: the advisory lock that keeps two starting replicas from migrating at once. */
const MIGRATION_LOCK = 7_271_999;

/** Creates the database if missing, runs pending migrations and seeds an empty catalogue, under one lock. */
export async function prepareDatabase({ url, uploadDir, seed }: PrepareOptions): Promise<PrepareReport> {
  const createdDatabase = await ensureDatabase(url);
  const dataSource = await createDataSource(url).initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const migrations = await dataSource.runMigrations({ transaction: 'each' });
    const seedReport = seed ? await seedDemoCatalogue(dataSource, uploadDir) : null;
    return { createdDatabase, migrationsRun: migrations.map((migration) => migration.name), seed: seedReport };
  } finally {
    await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await dataSource.destroy();
  }
}
