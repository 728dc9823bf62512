import { loadDatabaseSettings } from '@caliber/config';
import { createDataSource, dropDatabase, ensureDatabase } from '@caliber/db';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one suite, dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = `${SERVER_URL}/caliber_test_${randomBytes(5).toString('hex')}`;
  await ensureDatabase(url);
  const dataSource = await createDataSource(loadDatabaseSettings({ ...process.env, DATABASE_URL: url })).initialize();
  await dataSource.runMigrations();
  return {
    url,
    dataSource,
    async drop() {
      await dataSource.destroy();
      await dropDatabase(url);
    },
  };
}
