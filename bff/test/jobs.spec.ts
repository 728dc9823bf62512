import { UploadEntity } from '@caliber/db';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually, startWorker, type WorkerProcess } from './support/worker-process.js';

const WIDTHS = [400, 800, 1600, 2000];

describe('uploads through the compress job', () => {
  let t: TestApp;
  let worker: WorkerProcess | undefined;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_WAIT_MS: '20000' });
    agent = await signedInAgent(t);
    jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#51606f' } }).jpeg({ quality: 95 }).toBuffer();
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  const copiesOf = (url: string) => WIDTHS.map((width) => path.join(t.config.storage.uploadDir, path.basename(url).replace(/\.\w+$/, `-${width}.webp`)));

  it('with the worker down: 201 compressed false, the URL serves the original, and the copies appear when the worker starts', async () => {
    const res = await agent.post('/api/admin/upload').attach('image', jpeg, { filename: 'dial.jpg', contentType: 'image/jpeg' }).expect(201);
    expect(res.body).toMatchObject({ compressed: false, originalSize: jpeg.length });
    const copy = await request(t.server).get(res.body.url.replace('.jpg', '-800.webp')).expect(200);
    expect(copy.headers['content-type']).toContain('image/jpeg');

    worker = await startWorker(t);
    await eventually(async () => (copiesOf(res.body.url).every(existsSync) ? true : undefined), 'the compressed copies');
    const id = path.basename(res.body.url, '.jpg');
    const row = await eventually(async () => (await t.database.dataSource.getRepository(UploadEntity).findOneBy({ id }))?.compressedAt ?? undefined, 'compressed_at');
    expect(row).toBeInstanceOf(Date);
  });

  it('with the worker up: compressed true, every width present as WebP, none wider than the original', async () => {
    const res = await agent.post('/api/admin/upload').attach('image', jpeg, { filename: 'case.jpg', contentType: 'image/jpeg' }).expect(201);
    expect(res.body.compressed).toBe(true);
    for (const [index, file] of copiesOf(res.body.url).entries()) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(WIDTHS[index], 1200));
    }
    const served = await request(t.server).get(res.body.url.replace('.jpg', '-400.webp')).expect(200);
    expect(served.headers['content-type']).toContain('image/webp');
  });

  it('reports unknown jobs as 404 and needs a session', async () => {
    expect((await agent.get('/api/admin/jobs/images-nothing-here').expect(404)).body.error).toBe('not_found');
    await agent.get('/api/admin/jobs/whatever').expect(404);
    await request(t.server).get('/api/admin/jobs/images-nothing-here').expect(401);
  });

  it('stops on SIGTERM without failing a job', async () => {
    expect(await worker!.stop()).toBe(0);
    expect(worker!.output()).toContain('finishing the jobs in hand');
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', EBAY_CLIENT_ID: 'id', EBAY_CLIENT_SECRET: 'secret' });
    agent = await signedInAgent(t);
  });
  afterAll(() => t?.close());

  it('refuses uploads and imports with 503, storing nothing', async () => {
    const unavailable = { error: 'service_unavailable', message: 'Background jobs are unavailable (Redis cannot be reached); try again shortly', requestId: expect.any(String) };
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } }).png().toBuffer();
    const upload = await agent.post('/api/admin/upload').attach('image', png, { filename: 'x.png', contentType: 'image/png' }).expect(503);
    expect(upload.body).toEqual(unavailable);
    expect(await t.database.dataSource.query('SELECT id FROM uploads')).toEqual([]);
    const res = await agent.get('/api/admin/ebay/scrape-details?url=https://www.ebay.com/itm/125934871203').expect(503);
    expect(res.body).toEqual(unavailable);
  });
});
