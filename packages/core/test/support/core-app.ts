import { createDataSource, dropDatabase, ensureDatabase } from '@caliber/db';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CoreModule } from '../../src/core.module.js';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one spec file, dropped afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = `${SERVER_URL}/caliber_core_test_${randomBytes(5).toString('hex')}`;
  await ensureDatabase(url);
  const dataSource = await createDataSource({ url, poolSize: 1 }).initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
  return { url, drop: () => dropDatabase(url) };
}

export interface CoreApp {
  app: INestApplicationContext;
  stop(): Promise<void>;
}

/** The core as an app boots it, alone: one replica of the BFF (listening to catalogue changes) or a worker (not). */
export async function startCore(database: TestDatabase, { listenToCatalogue }: { listenToCatalogue: boolean }): Promise<CoreApp> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'caliber-core-uploads-'));
  const core = CoreModule.forRoot({
    database: { url: database.url, poolSize: 4 },
    redisPrefix: `test-core-${randomBytes(4).toString('hex')}`,
    storage: { uploadDir, s3: null },
    listenToCatalogue,
    queueConnection: { useFactory: () => ({ url: REDIS_URL, maxRetriesPerRequest: null }) },
  });
  const app = await NestFactory.createApplicationContext(core, { logger: false });
  return {
    app,
    async stop() {
      await app.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
