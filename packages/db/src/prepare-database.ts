import type { DatabaseSettings } from '@caliber/config';
import type { DataSource } from 'typeorm';
import { createDataSource } from './data-source.js';
import { ensureDatabase } from './database-admin.js';

export interface PrepareOptions<SeedReport> {
  database: DatabaseSettings;
  /** Fills the migrated database under the same lock (`npm start` seeds the demo catalogue with it). */
  seed?: (dataSource: DataSource) => Promise<SeedReport>;
}

export interface PrepareReport<SeedReport> {
  createdDatabase: boolean;
  migrationsRun: string[];
  seed: SeedReport | null;
}

/** An arbitrary constant: the advisory lock that keeps two starting replicas from migrating at once. */
const MIGRATION_LOCK = 7_271_999;

/** Creates the database if missing, runs pending migrations and the seed if given, under one lock. */
export async function prepareDatabase<SeedReport>({ database, seed }: PrepareOptions<SeedReport>): Promise<PrepareReport<SeedReport>> {
  const createdDatabase = await ensureDatabase(database.url);
  const dataSource = await createDataSource(database).initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const migrations = await dataSource.runMigrations({ transaction: 'each' });
    const seedReport = seed ? await seed(dataSource) : null;
    return { createdDatabase, migrationsRun: migrations.map((migration) => migration.name), seed: seedReport };
  } finally {
    await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await dataSource.destroy();
  }
}
