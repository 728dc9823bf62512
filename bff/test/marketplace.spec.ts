import { WatchEntity } from '@caliber/db';
import { IMAGE_WIDTHS } from '@caliber/contracts';
import { Queue } from 'bullmq';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually, startWorker, type WorkerProcess } from './support/worker-process.js';

const OMEGA = '125934871203';
const TUDOR_WITHOUT_REFERENCE = '125934871207';
const IWC_IN_POUNDS = '225934871208';

describe('eBay import (fake eBay, real worker, PostgreSQL and Redis)', () => {
  let fake: FakeEbay;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let collectionId: number;

  beforeAll(async () => {
    fake = await startFakeEbay({ port: 0, latencyMs: 0, largeStoreSize: 0 });
    const ebayEnv = fake.env;
    t = await startTestApp({ ...ebayEnv, JOB_WAIT_MS: '15000', SESSION_SECRET: 'a session secret for tests only, 32 bytes or more' });
    fake.setAcceptUrl(`${t.url}/api/ebay/callback`);
    // Sellers' pictures can carry where they were taken: every picture here does, shown rotated (orientation 6).
    fake.setPicture(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a6a55' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Artist: 'Seller at home' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 3230/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 4366/100' } })
        .toBuffer(),
    );
    worker = await startWorker(t, { ...ebayEnv, SESSION_SECRET: 'a session secret for tests only, 32 bytes or more' });
    agent = await signedInAgent(t);
    collectionId = (await seedFixtures(t.database.dataSource)).collections[0].id;
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await fake?.close();
  });

  const watchesFromEbay = () => t.database.dataSource.getRepository(WatchEntity).find({ where: { source: 'ebay' }, order: { id: 'ASC' } });

  it('reports the credentials as configured and no account connected', async () => {
    await agent.get('/api/admin/ebay/status').expect(200, { configured: true, connected: false });
    await request(t.server).get('/api/admin/ebay/status').expect(401);
  });

  it('previews a listing by item id: the spec item details, the draft fields and what is missing', async () => {
    const res = await agent.get(`/api/admin/ebay/listings?itemId=${OMEGA}`).expect(200);
    expect(res.body).toMatchObject({
      itemId: OMEGA,
      price: '4250.00',
      currency: 'USD',
      brand: 'Omega',
      reference: '231.10.39.21.06.001',
      movement: 'Automatic',
      missingFields: [],
    });
    expect(res.body.title).toContain('Omega');
    expect(res.body.pictureURLs.length).toBeGreaterThan(0);
    expect(res.body.pictureURLs.length).toBeLessThanOrEqual(4);
    for (const url of res.body.pictureURLs) expect(url.startsWith(`${fake.url}/images/g/`)).toBe(true);

    const tudor = await agent.get(`/api/admin/ebay/listings?itemId=${TUDOR_WITHOUT_REFERENCE}`).expect(200);
    expect(tudor.body.missingFields).toContain('reference');
  });

  it('refuses a bad item id or collection with 400 and says what is expected', async () => {
    expect((await agent.get('/api/admin/ebay/listings').expect(400)).body.message).toContain('Please enter an item ID');
    expect((await agent.get('/api/admin/ebay/listings?itemId=12ab').expect(400)).body.message).toContain('9 to 13 digit');
    expect((await agent.post('/api/admin/ebay/import').send({ itemId: OMEGA }).expect(400)).body.message).toContain('Please select a collection');
    expect((await agent.post('/api/admin/ebay/import').send({ itemId: OMEGA, collectionId: 99999 }).expect(400)).body.message).toContain('No collection');
  });

  it('answers 404 for a listing eBay does not have, without retrying it', async () => {
    fake.clearCalls();
    const res = await agent.get('/api/admin/ebay/listings?itemId=999999999999').expect(404);
    expect(res.body.message).toContain('999999999999');
    expect(fake.calls().filter((call) => call.query.legacy_item_id === '999999999999')).toHaveLength(1);
  });

  it('holds the queue while eBay answers 429, and finishes the job once eBay answers again without spending an attempt', async () => {
    fake.clearCalls();
    fake.setRateLimited(true, { retryAfterSeconds: 1 });
    const preview = agent.get(`/api/admin/ebay/listings?itemId=${OMEGA}`).then((res) => res);
    await eventually(async () => (fake.calls().some((call) => call.status === 429) ? true : undefined), 'a 429 from eBay');
    fake.setRateLimited(false);
    const res = await preview;
    expect(res.status).toBe(200);
    expect(res.body.itemId).toBe(OMEGA);
    const queue = new Queue('marketplace', { connection: { host: '127.0.0.1', port: 6379 }, prefix: t.config.redisPrefix });
    try {
      const held = (await queue.getCompleted()).filter((job) => job.name === 'preview-listing' && job.data.itemId === OMEGA).at(0);
      // Completed on its first attempt: the 429 put it back in the queue instead of failing it.
      expect(held?.attemptsMade).toBe(1);
    } finally {
      await queue.close();
    }
  });

  it('imports a listing with re-hosted pictures, and a second import updates the same watch', async () => {
    const first = await agent.post('/api/admin/ebay/import').send({ itemId: OMEGA, collectionId: String(collectionId) }).expect(201);
    expect(first.body).toMatchObject({ sourceId: OMEGA, created: true, brand: 'Omega', price: '4250.00', collectionId });
    expect(first.body.imageUrl).toMatch(/^\/uploads\/ebay-[A-Za-z0-9_-]+\.jpg$/);
    await request(t.server).get(first.body.imageUrl).expect(200).expect('content-type', /image\/jpeg/);
    // The re-hosted original is upright and without the seller's EXIF and GPS.
    const original = readFileSync(path.join(t.config.storage.uploadDir, path.basename(first.body.imageUrl)));
    const meta = await sharp(original).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(original.includes(Buffer.from('Seller at home'))).toBe(false);
    const [stored] = await watchesFromEbay();
    expect(stored).toMatchObject({ source: 'ebay', sourceId: OMEGA, slug: first.body.slug });

    // The operator features it and changes its slug; a re-import keeps both and refreshes the price.
    await t.database.dataSource.getRepository(WatchEntity).update({ id: stored.id }, { featured: true, price: '1.00', slug: 'my-omega' });
    const again = await agent
      .post('/api/admin/ebay/import')
      .send({ itemId: OMEGA, collectionId, editedData: { model: 'Seamaster Aqua Terra 150M' } })
      .expect(201);
    expect(again.body).toMatchObject({ id: stored.id, created: false, slug: 'my-omega', model: 'Seamaster Aqua Terra 150M' });
    const after = await watchesFromEbay();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ featured: true, price: '4250.00', slug: 'my-omega' });

    // The storefront sees the import at once (its cache was told to drop).
    const list = await request(t.server).get('/api/watches').expect(200);
    expect(list.body.some((watch: { sourceId: string }) => watch.sourceId === OMEGA)).toBe(true);
  });

  it('eventually writes the compressed copies of imported pictures', async () => {
    const [watch] = await watchesFromEbay();
    const id = /\/uploads\/(.+)\.jpg$/.exec(watch.imageUrl)![1];
    // The copies are written one width after another: wait for every one, not the first.
    const allWritten = () => {
      const files = readdirSync(t.config.storage.uploadDir);
      return IMAGE_WIDTHS.every((width) => files.includes(`${id}-${width}.webp`)) ? true : undefined;
    };
    await eventually(async () => allWritten(), 'the compressed copies');
    const copy = await request(t.server).get(`/uploads/${id}-800.webp`).expect(200);
    expect(copy.headers['content-type']).toContain('image/webp');
  });

  it('refuses to import a listing missing a required field unless the operator fills it in', async () => {
    const refused = await agent.post('/api/admin/ebay/import').send({ itemId: TUDOR_WITHOUT_REFERENCE, collectionId }).expect(400);
    expect(refused.body.message).toBe("The listing gives no reference; fill it in with 'Edit Details', then import it");
    const filled = await agent
      .post('/api/admin/ebay/import')
      .send({ itemId: TUDOR_WITHOUT_REFERENCE, collectionId, editedData: { reference: 'M79030N-0001', price: '3,350.00' } })
      .expect(201);
    expect(filled.body).toMatchObject({ reference: 'M79030N-0001', price: '3350.00', created: true });
  });

  it('refuses a listing priced in another currency without a dollar conversion', async () => {
    const res = await agent.post('/api/admin/ebay/import').send({ itemId: IWC_IN_POUNDS, collectionId }).expect(400);
    expect(res.body.message).toContain('GBP');
  });

  it('imports a whole store: 202 at once, progress n of N, then the watches and the skipped listings', async () => {
    expect((await agent.post('/api/admin/ebay/import-store').send({ storeId: '', collectionId }).expect(400)).body.message).toBe(
      'Please enter an eBay store ID or URL',
    );
    expect((await agent.post('/api/admin/ebay/import-store').send({ storeId: 'not a store!', collectionId }).expect(400)).body.message).toBe(
      'Please enter a valid eBay store ID or complete store URL',
    );
    const started = await agent.post('/api/admin/ebay/import-store').send({ storeId: 'https://www.ebay.com/str/luxwatchdepot', collectionId }).expect(202);
    expect(started.body).toMatchObject({ jobId: expect.stringMatching(/^marketplace-/), statusUrl: `/api/admin/jobs/${started.body.jobId}` });
    const seen = new Set<string>();
    const finished = await eventually(async () => {
      const status = (await agent.get(started.body.statusUrl).expect(200)).body;
      seen.add(`${status.progress.done}/${status.progress.total}`);
      return status.state === 'completed' || status.state === 'failed' ? status : undefined;
    }, 'the store import');
    expect(finished).toMatchObject({ name: 'import-store', state: 'completed', error: null, progress: { done: 6, total: 6 } });
    expect(finished.result.seller).toBe('luxwatchdepot');
    expect(finished.result.watches.length + finished.result.skipped.length).toBe(6);
    const skipped = finished.result.skipped.find((listing: { itemId: string }) => listing.itemId === TUDOR_WITHOUT_REFERENCE);
    expect(skipped.missingFields).toEqual(['reference']);
    expect(skipped.reason).toBe("The listing gives no reference; use 'Open in Import by Item ID', fill in the reference with 'Edit Details', then import it");
    const ids = (await watchesFromEbay()).map((watch) => watch.sourceId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen.has('6/6')).toBe(true);
  });

  it('previews and imports by listing URL, keeping only the item id of what the operator typed', async () => {
    const url = `https://www.ebay.com/itm/omega-seamaster-aqua-terra/${OMEGA}?hash=item1d5&var=0`;
    const details = await agent.get(`/api/admin/ebay/scrape-details?url=${encodeURIComponent(url)}`).expect(200);
    expect(details.body).toMatchObject({ brand: 'Omega', model: expect.any(String), reference: '231.10.39.21.06.001', price: '4250.00' });
    expect(details.body.images.length).toBeLessThanOrEqual(4);
    const imported = await agent.post('/api/admin/ebay/import-from-url').send({ url, collectionId, customData: null }).expect(201);
    expect(imported.body).toMatchObject({ sourceId: OMEGA, created: false });
  });

  it.each([
    ['', 'Please enter an eBay listing URL'],
    ['http://127.0.0.1:3000/itm/125934871203', 'eBay listing URL'],
    ['http://169.254.169.254/latest/meta-data/', 'eBay listing URL'],
    ['https://ebay.com.evil.example/itm/125934871203', 'eBay listing URL'],
    ['https://www.ebay.com@evil.example/itm/125934871203', 'eBay listing URL'],
    ['https://user:pw@www.ebay.com/itm/125934871203', 'eBay listing URL'],
    ['https://www.ebay.com:8443/itm/125934871203', 'eBay listing URL'],
    ['file:///etc/passwd', 'eBay listing URL'],
    ['gopher://www.ebay.com/itm/125934871203', 'eBay listing URL'],
    ['https://www.ebay.com/sch/i.html?_nkw=rolex', 'not a listing'],
    ['https://ebay.us/m/abc123', 'Short eBay links'],
    [`https://www.ebay.com/itm/${'1'.repeat(3000)}`, 'longer than'],
  ])('refuses %j with a 400 that says what is accepted', async (url, message) => {
    fake.clearCalls();
    const scrape = await agent.get(`/api/admin/ebay/scrape-details?url=${encodeURIComponent(url)}`).expect(400);
    expect(scrape.body.message).toContain(message);
    const imported = await agent.post('/api/admin/ebay/import-from-url').send({ url, collectionId, customData: null }).expect(400);
    expect(imported.body.message).toContain(message);
    expect(fake.calls()).toEqual([]);
  });

  it('answers 202 with a status URL past the wait, and the job can be followed to its result', async () => {
    const queue = new Queue('marketplace', { connection: { host: '127.0.0.1', port: 6379 }, prefix: t.config.redisPrefix });
    await queue.pause();
    try {
      const short = await startTestApp({
        DATABASE_URL: t.database.url,
        REDIS_PREFIX: t.config.redisPrefix,
        JOB_WAIT_MS: '300',
        EBAY_CLIENT_ID: fake.clientId,
        EBAY_CLIENT_SECRET: fake.clientSecret,
      });
      try {
        const shortAgent = await signedInAgent(short);
        const res = await shortAgent.get(`/api/admin/ebay/listings?itemId=${OMEGA}`).expect(202);
        expect(res.body).toMatchObject({ jobId: expect.any(String), state: 'waiting', statusUrl: `/api/admin/jobs/${res.body.jobId}` });
        expect((await shortAgent.get(res.body.statusUrl).expect(200)).body).toMatchObject({ state: 'waiting', result: null, error: null });
        await queue.resume();
        const done = await eventually(async () => {
          const status = (await shortAgent.get(res.body.statusUrl).expect(200)).body;
          return status.state === 'completed' ? status : undefined;
        }, 'the preview job');
        expect(done.result).toMatchObject({ itemId: OMEGA, brand: 'Omega' });
        await shortAgent.get('/api/admin/jobs/marketplace-no-such-job').expect(404);
        await request(short.server).get(res.body.statusUrl).expect(401);
      } finally {
        await short.close();
      }
    } finally {
      await queue.resume();
      await queue.close();
    }
  });

  it('connects an eBay account: checked state, encrypted tokens, API calls with the account token', async () => {
    const { url } = (await agent.get('/api/admin/ebay/connect').expect(200)).body;
    const consent = new URL(url);
    expect(consent.origin).toBe(fake.url);
    expect(consent.searchParams.get('redirect_uri')).toBe(fake.ruName);
    const state = consent.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);

    await agent.get(`/api/ebay/callback?code=x&state=${'a'.repeat(43)}`).expect(400);
    const granted = await fetch(url, { redirect: 'manual' });
    const callback = new URL(granted.headers.get('location')!);
    expect(callback.pathname).toBe('/api/ebay/callback');
    // The operator's browser comes back from eBay's site with the session cookie (SameSite=Lax, a top-level GET).
    const done = await agent.get(`${callback.pathname}${callback.search}`).set('Sec-Fetch-Site', 'cross-site').expect(302);
    expect(done.headers.location).toBe('/ebay-auth-success');
    await agent.get(`${callback.pathname}${callback.search}`).expect(400); // the state is single-use

    await agent.get('/api/admin/ebay/status').expect(200, { configured: true, connected: true });
    const [row] = await t.database.dataSource.query('SELECT access_token, refresh_token FROM ebay_tokens');
    expect(row.access_token.startsWith('v1.')).toBe(true);
    expect(row.access_token).not.toContain('v^1.1');
    expect(row.refresh_token).not.toContain('v^1.1');

    fake.clearCalls();
    await agent.get(`/api/admin/ebay/listings?itemId=${OMEGA}`).expect(200);
    const browse = fake.calls().filter((call) => call.path.startsWith('/buy/'));
    expect(browse.at(-1)?.tokenKind).toBe('user');
    expect(worker.output()).not.toContain('v^1.1');
  });
});
