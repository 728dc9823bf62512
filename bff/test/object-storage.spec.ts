import { loadBffConfig } from '@caliber/config';
import { createFileStorage, readWholeFile, type FileStorage } from '@caliber/core/storage';
import { UploadEntity } from '@caliber/db';
import { freePort, startS3Server, type S3Server } from '@caliber/test-stack';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startWorker, type WorkerProcess } from './support/worker-process.js';

const WIDTHS = [400, 800, 1600, 2000];
const copyStorageCli = path.resolve(import.meta.dirname, '../dist/cli/copy-storage.js');

/** The S3 settings for the app's configuration; the credentials go where the SDK reads them, the process's environment. */
function useBucket(s3: S3Server): Record<string, string> {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, ...settings } = s3.env;
  vi.stubEnv('AWS_ACCESS_KEY_ID', AWS_ACCESS_KEY_ID);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', AWS_SECRET_ACCESS_KEY);
  return settings;
}

/** A stream of `size` random bytes in 1 MiB chunks that fails after `failAfter` bytes, when given. */
function byteStream(size: number, failAfter?: number): { stream: Readable; bytes: Buffer } {
  const bytes = randomBytes(size);
  const chunkSize = 1024 * 1024;
  let offset = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) return this.destroy(new Error('the client went away'));
      if (offset >= size) return this.push(null);
      this.push(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  return { stream, bytes };
}

describe('images in an S3-compatible bucket', () => {
  let s3: S3Server;
  let t: TestApp;
  let storage: FileStorage;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let jpeg: Buffer;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp(useBucket(s3));
    storage = createFileStorage(t.config.storage);
    agent = await signedInAgent(t);
    jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#51606f' } }).jpeg({ quality: 90 }).toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('writes a stream of several parts and reads it back whole, by range, listed by prefix, then removes it', async () => {
    const { stream, bytes } = byteStream(12 * 1024 * 1024);
    await storage.write('streamed-1.jpg', stream, 'image/jpeg');
    expect(await storage.info('streamed-1.jpg')).toMatchObject({ size: bytes.length, contentType: 'image/jpeg' });
    expect((await readWholeFile(storage, 'streamed-1.jpg'))!.equals(bytes)).toBe(true);
    const part = await storage.read('streamed-1.jpg', { start: 100, end: 199 });
    const chunks: Buffer[] = [];
    for await (const chunk of part!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes.subarray(100, 200))).toBe(true);
    const listed = [];
    for await (const file of storage.list('streamed-')) listed.push(file);
    expect(listed).toEqual([{ name: 'streamed-1.jpg', size: bytes.length }]);
    await storage.remove('streamed-1.jpg');
    expect(await storage.exists('streamed-1.jpg')).toBe(false);
  });

  it('keeps nothing of a stream that fails half way', async () => {
    const { stream } = byteStream(12 * 1024 * 1024, 7 * 1024 * 1024);
    // s3rver refuses the abort of the parts with its own error; the write fails either way.
    await expect(storage.write('broken-1.jpg', stream, 'image/jpeg')).rejects.toThrow(/^The image storage bucket s3:\/\/caliber-test\/ is unavailable: /);
    expect(await storage.exists('broken-1.jpg')).toBe(false);
  });

  it('stores an upload in the bucket, not the folder, and serves it with immutable caching, ETag, 304, Range and HEAD', async () => {
    const uploaded = await agent.post('/api/admin/upload').attach('image', jpeg, { filename: 'dial.jpg', contentType: 'image/jpeg' }).expect(201);
    const name = path.basename(uploaded.body.url);
    expect(await storage.exists(name)).toBe(true);
    expect(readdirSync(t.config.storage.uploadDir)).toEqual([]);

    const served = await request(t.server).get(uploaded.body.url).buffer(true).expect(200);
    expect(served.headers).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'image/jpeg', 'accept-ranges': 'bytes' });
    const stored = (await readWholeFile(storage, name))!;
    expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
    const etag = served.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    await request(t.server).get(uploaded.body.url).set('If-None-Match', etag).expect(304);
    await request(t.server).get(uploaded.body.url).set('If-Modified-Since', served.headers['last-modified']).expect(304);
    await request(t.server).get(uploaded.body.url).set('If-None-Match', '"another"').expect(200);

    const range = await request(t.server).get(uploaded.body.url).set('Range', 'bytes=10-19').buffer(true).expect(206);
    expect(range.headers['content-range']).toBe(`bytes 10-19/${stored.length}`);
    expect(Buffer.compare(range.body as Buffer, stored.subarray(10, 20))).toBe(0);
    const unsatisfiable = await request(t.server).get(uploaded.body.url).set('Range', `bytes=${stored.length + 10}-`).expect(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${stored.length}`);

    const head = await request(t.server).head(uploaded.body.url).expect(200);
    expect(head.headers['content-length']).toBe(String(stored.length));

    const notYetCompressed = await request(t.server).get(uploaded.body.url.replace('.jpg', '-800.webp')).expect(200);
    expect(notYetCompressed.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'image/jpeg' });
  });

  it('answers 404 with the error shape for a missing object or a name that is not an image', async () => {
    for (const missing of ['/uploads/no-such-image.jpg', '/uploads/no-such-image-400.webp', '/uploads/../secrets.txt', '/uploads/']) {
      const res = await request(t.server).get(missing).expect(404);
      expect(res.body).toMatchObject({ error: 'not_found', message: expect.stringMatching(/^No image at \/uploads\//) });
    }
  });

  it('copies a local upload folder into the bucket with `npm run storage:copy`, and only what is new when run again', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'caliber-copy-'));
    try {
      const files = { 'old-1.jpg': randomBytes(3000), 'old-1-400.webp': randomBytes(1000), 'old-2.png': randomBytes(2000) };
      for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(folder, name), bytes);
      writeFileSync(path.join(folder, '.old-3.jpg.1a2b3c4d.tmp'), 'half written');
      const copy = () => promisify(execFile)(process.execPath, [copyStorageCli, folder], { env: { ...process.env, ...s3.env } });

      expect((await copy()).stdout).toContain('Done: 3 of 3 files: 3 copied, 0 already there.');
      for (const [name, bytes] of Object.entries(files)) expect((await readWholeFile(storage, name))!.equals(bytes)).toBe(true);
      expect((await storage.info('old-1-400.webp'))!.contentType).toBe('image/webp');

      writeFileSync(path.join(folder, 'new-1.jpg'), randomBytes(500));
      expect((await copy()).stdout).toContain('Done: 4 of 4 files: 1 copied, 3 already there.');
      expect(await storage.exists('new-1.jpg')).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe('with S3_PUBLIC_URL', () => {
    const IMAGE_HOST = 'https://images.example.com/shop';
    let app: INestApplication;
    let server: ReturnType<INestApplication['getHttpServer']>;
    let watchSlug: string;

    beforeAll(async () => {
      const { watches } = await seedFixtures(t.database.dataSource);
      watchSlug = watches[0].slug;
      // Listening, as the shell's Node build fetches each remote's Node entry from the BFF's own address.
      app = await createApp(
        loadBffConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: t.database.url, REDIS_PREFIX: t.config.redisPrefix, S3_PUBLIC_URL: `${IMAGE_HOST}/`, LOG_LEVEL: 'silent' }),
      );
      await app.listen(0, '127.0.0.1');
      server = app.getHttpServer();
    });
    afterAll(() => app?.close());

    /** Every image address in a text: `/uploads/…` and the image host's. */
    const imageAddresses = (text: string) => [...text.matchAll(/(?:\/uploads\/|https:\/\/images\.example\.com\/)[^"'\s,)&]+/g)].map(([url]) => url);

    it('/uploads/<name> redirects permanently there, and the merchant feed names images there', async () => {
      const res = await request(server).get('/uploads/abc_12-800.webp').expect(301);
      expect(res.headers.location).toBe(`${IMAGE_HOST}/abc_12-800.webp`);
      const feed = await request(server).get('/feeds/google-merchant.xml').buffer(true).expect(200);
      expect(String(feed.text ?? feed.body)).toContain(`<g:image_link>${IMAGE_HOST}/fixture-watch.jpg</g:image_link>`);
    });

    it('the public API names every image there; the admin API keeps the stored /uploads/ form', async () => {
      const publicReads = [
        '/api/collections',
        '/api/collections/luxury-timepieces',
        '/api/watches',
        '/api/watches?q=rolex',
        '/api/watches/featured',
        `/api/watches/${watchSlug}`,
        `/api/watches/${watchSlug}/similar`,
        '/api/watch-cards?offset=0&limit=12',
        '/api/watch-cards?collection=dress-watches&offset=0&limit=12',
      ];
      for (const path of publicReads) {
        // Twice: the answer the application made, then the cache's copy of it.
        for (const answer of [await request(server).get(path).expect(200), await request(server).get(path).expect(200)]) {
          const addresses = imageAddresses(answer.text);
          expect(addresses.length, path).toBeGreaterThan(0);
          expect(addresses.filter((url) => !url.startsWith(`${IMAGE_HOST}/fixture-`)), path).toEqual([]);
        }
      }
      const watch = (await request(server).get(`/api/watches/${watchSlug}`)).body;
      expect([watch.imageUrl, watch.imageGallery]).toEqual([`${IMAGE_HOST}/fixture-watch.jpg`, [`${IMAGE_HOST}/fixture-watch.jpg`]]);

      const operator = await signedInAgent({ ...t, server });
      const adminWatches = (await operator.get('/api/admin/watches').expect(200)).body;
      const adminWatch = (Array.isArray(adminWatches) ? adminWatches : adminWatches.items).find((item: { slug: string }) => item.slug === watchSlug);
      expect([adminWatch.imageUrl, adminWatch.imageGallery]).toEqual(['/uploads/fixture-watch.jpg', ['/uploads/fixture-watch.jpg']]);
      const adminCollections = (await operator.get('/api/admin/collections').expect(200)).body as { imageUrl: string }[];
      expect(adminCollections.map(({ imageUrl }) => imageUrl)).toEqual(['/uploads/fixture-0.jpg', '/uploads/fixture-1.jpg']);
    });

    it('server-rendered pages name every <img> src, srcset entry and image preload there, and the policy allows it', async () => {
      for (const pathname of ['/', `/watch/${watchSlug}`, '/collection/luxury-timepieces', '/collections', '/collection/all-watches']) {
        const page = await request(server).get(pathname).expect(200);
        const html = page.text;
        const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
        expect(images.length, pathname).toBeGreaterThan(0);
        for (const tag of images) {
          expect(tag, pathname).toMatch(new RegExp(`src="${IMAGE_HOST}/fixture-[^"]+"`));
          const srcset = /srcSet="([^"]*)"|srcset="([^"]*)"/.exec(tag);
          if (srcset) for (const entry of (srcset[1] ?? srcset[2]).split(', ')) expect(entry, pathname).toMatch(new RegExp(`^${IMAGE_HOST}/fixture-[\\w-]+-\\d+\\.webp \\d+w$`));
        }
        expect(imageAddresses(html).filter((url) => url.startsWith('/uploads/')), pathname).toEqual([]);
        const policy = page.headers['content-security-policy'] as string;
        expect(policy.split('; ').find((directive) => directive.startsWith('img-src '))!.split(' ')).toContain('https://images.example.com');
      }
      const watchPage = (await request(server).get(`/watch/${watchSlug}`)).text;
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(watchPage.slice(0, watchPage.indexOf('</head>')));
      expect(preload?.[0]).toContain(`imageSrcSet="${IMAGE_HOST}/fixture-watch-400.webp 400w`);
      expect(watchPage).toContain(`"imageHost":"${IMAGE_HOST}"`);
      expect(watchPage).toContain(`<meta property="og:image" content="${IMAGE_HOST}/fixture-watch.jpg">`);
      expect((await request(server).get('/runtime-config.json').expect(200)).body.imageHost).toBe(IMAGE_HOST);
    });
  });
});

describe('an unreachable bucket', () => {
  let t: TestApp;

  beforeAll(async () => {
    const closedPort = await freePort();
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
    t = await startTestApp({ S3_BUCKET: 'caliber-test', S3_ENDPOINT: `http://127.0.0.1:${closedPort}`, S3_FORCE_PATH_STYLE: 'true' });
  });
  afterAll(() => t?.close());

  it('refuses an upload with 503 and a message, and keeps no row of it', async () => {
    const agent = await signedInAgent(t);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a8865a' } }).png().toBuffer();
    const res = await agent.post('/api/admin/upload').attach('image', png, { filename: 'dial.png', contentType: 'image/png' }).expect(503);
    expect(res.body).toMatchObject({ error: 'service_unavailable', message: expect.stringMatching(/^The image was not stored\. The image storage bucket s3:\/\/caliber-test\/ is unavailable: .+; try again later\.$/) });
    expect(await t.database.dataSource.getRepository(UploadEntity).count()).toBe(0);
  });

  it('answers 503 with the error shape for an image', async () => {
    const res = await request(t.server).get('/uploads/abc.jpg').expect(503);
    expect(res.body).toMatchObject({ error: 'service_unavailable', message: expect.stringContaining('bucket s3://caliber-test/ is unavailable') });
  });
});

describe('two BFFs and a worker, each with its own empty folder, on one bucket', () => {
  let s3: S3Server;
  let first: TestApp;
  let second: INestApplication;
  let worker: WorkerProcess;
  const folders: string[] = [];
  const emptyFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'caliber-machine-'));
    folders.push(folder);
    return folder;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    const bucket = useBucket(s3);
    first = await startTestApp({ ...bucket, UPLOAD_WAIT_MS: '20000' });
    second = await createApp(
      loadBffConfig({ ...process.env, ...bucket, DATABASE_URL: first.database.url, REDIS_PREFIX: first.config.redisPrefix, UPLOAD_DIR: emptyFolder(), LOG_LEVEL: 'silent' }),
    );
    await second.listen(0, '127.0.0.1');
    worker = await startWorker(first, { ...s3.env, UPLOAD_DIR: emptyFolder() });
  });
  afterAll(async () => {
    await worker?.stop();
    await second?.close();
    await first?.close();
    await s3?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('serves an image uploaded through one, compressed by the worker, from the other with its WebP set', async () => {
    const agent = await signedInAgent(first);
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#8a6d3b' } }).jpeg({ quality: 90 }).toBuffer();
    const uploaded = await agent.post('/api/admin/upload').attach('image', jpeg, { filename: 'case.jpg', contentType: 'image/jpeg' }).expect(201);
    expect(uploaded.body.compressed).toBe(true);

    for (const server of [second.getHttpServer(), first.server]) {
      const original = await request(server).get(uploaded.body.url).expect(200);
      expect(original.headers['content-type']).toBe('image/jpeg');
      for (const width of WIDTHS) {
        const copy = await request(server).get(uploaded.body.url.replace('.jpg', `-${width}.webp`)).buffer(true).expect(200);
        expect(copy.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
        expect((await sharp(copy.body as Buffer).metadata()).width).toBe(width);
      }
    }
    expect([first.config.storage.uploadDir, ...folders].map((folder) => readdirSync(folder))).toEqual([[], [], []]);
  });
});
