import { loadBffConfig } from '@caliber/config';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: INestApplication;
  /** The app's own HTTP server, for supertest. */
  server: ReturnType<INestApplication['getHttpServer']>;
  url: string;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The BFF as `npm start` runs it, on a free port, with its own database, upload folder and Redis prefix. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'caliber-uploads-'));
  const config = loadBffConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    server: app.getHttpServer(),
    url: `http://127.0.0.1:${address.port}`,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
