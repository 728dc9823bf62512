import 'reflect-metadata';
import type { DatabaseSettings } from '@caliber/config';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';
import { QueryLogger } from './query-logger.js';

/**
 * One set of options for the BFF, the worker, the CLI and tests, from the checked DATABASE_URL and
 * DATABASE_POOL_SIZE (`loadDatabaseSettings` of @caliber/config). Never `synchronize`: the schema changes
 * only by migrations. Connection and statement timeouts keep a lost database from hanging requests.
 * pg's connection timeout also bounds the wait for a free pooled connection: 10 s lets a burst (500
 * inquiries at once on a busy machine) wait its turn rather than be refused; a database that refuses
 * connections is still reported at once.
 */
export function dataSourceOptions({ url, poolSize }: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    logger: new QueryLogger(['error']),
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 10_000,
      statement_timeout: 10_000,
      query_timeout: 12_000,
      idle_in_transaction_session_timeout: 30_000,
      // Short queries only: JIT compilation once cost a search statement 650 ms to save microseconds.
      options: '-c jit=off',
    },
  };
}

export function createDataSource(database: DatabaseSettings): DataSource {
  return new DataSource(dataSourceOptions(database));
}
