import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/caliber';

/**
 * One set of options for the BFF, the worker, the CLI and tests. Never `synchronize`: the schema changes
 * only by migrations. Connection and statement timeouts keep a lost database from hanging requests.
 */
export function dataSourceOptions(url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    extra: {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      connectionTimeoutMillis: 3000,
      statement_timeout: 10_000,
      query_timeout: 12_000,
      idle_in_transaction_session_timeout: 30_000,
    },
  };
}

export function createDataSource(url?: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}
