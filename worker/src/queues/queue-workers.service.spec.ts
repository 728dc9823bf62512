import { loadWorkerConfig } from '@caliber/config';
import { createDataSource, dropDatabase, ensureDatabase } from '@caliber/db';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagesProcessor } from '../images/images.processor.js';
import { MailProcessor } from '../mail/mail.processor.js';
import { MarketplaceProcessor } from '../marketplace/marketplace.processor.js';
import { WorkerModule } from '../worker.module.js';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

describe('the queue workers (real PostgreSQL and Redis)', () => {
  const id = randomBytes(5).toString('hex');
  const databaseUrl = `${SERVER_URL}/caliber_worker_test_${id}`;
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'caliber-worker-uploads-'));
  let app: INestApplicationContext;

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    const dataSource = await createDataSource({ url: databaseUrl, poolSize: 1 }).initialize();
    await dataSource.runMigrations();
    await dataSource.destroy();
    const config = loadWorkerConfig({
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `test-${id}`,
      UPLOAD_DIR: uploadDir,
      JOB_LOCK_MS: '5000',
      MARKETPLACE_CONCURRENCY: '3',
      IMAGES_CONCURRENCY: '2',
      MAIL_CONCURRENCY: '4',
    });
    app = await NestFactory.createApplicationContext(WorkerModule.forConfig(config), { logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await dropDatabase(databaseUrl);
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('runs a worker per queue with the configured concurrency, lock, key prefix and backoff', async () => {
    for (const [processor, queueName, concurrency] of [
      [MarketplaceProcessor, 'marketplace', 3],
      [ImagesProcessor, 'images', 2],
      [MailProcessor, 'mail', 4],
    ] as const) {
      const { worker } = app.get(processor);
      await worker.waitUntilReady();
      expect(worker.name).toBe(queueName);
      expect(worker.isRunning()).toBe(true);
      expect(worker.concurrency).toBe(concurrency);
      expect(worker.opts).toMatchObject({ lockDuration: 5000, stalledInterval: 5000, prefix: `test-${id}` });
      expect(worker.opts.settings?.backoffStrategy?.(3)).toBe(4000);
    }
  });

  it('retries mail for hours: from 5 s, doubling, at most 30 minutes apart', () => {
    const { worker } = app.get(MailProcessor);
    const mailJob = { opts: { backoff: { type: 'exponential-retry-after', delay: 5000 } } } as never;
    const delays = [1, 2, 3, 10, 39].map((attempt) => worker.opts.settings?.backoffStrategy?.(attempt, undefined, undefined, mailJob));
    expect(delays).toEqual([5000, 10_000, 20_000, 1_800_000, 1_800_000]);
  });

  it('stops taking jobs on shutdown', async () => {
    const { worker } = app.get(MarketplaceProcessor);
    await app.close();
    expect(worker.isRunning()).toBe(false);
    expect(worker.closing).toBeTruthy();
  });
});
