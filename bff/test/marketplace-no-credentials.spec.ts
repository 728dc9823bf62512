import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startWorker, type WorkerProcess } from './support/worker-process.js';

const CARTIER_OLDER_LAYOUT = '125934871205';

describe('eBay without API credentials', () => {
  let fake: FakeEbay;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let collectionId: number;

  beforeAll(async () => {
    fake = await startFakeEbay({ port: 0 });
    const env = { EBAY_API_BASE_URL: fake.url, EBAY_AUTH_BASE_URL: fake.url, EBAY_WEB_BASE_URL: fake.url, EBAY_IMAGE_BASE_URL: fake.url };
    t = await startTestApp(env);
    worker = await startWorker(t, env);
    agent = await signedInAgent(t);
    collectionId = (await seedFixtures(t.database.dataSource)).collections[0].id;
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await fake?.close();
  });

  it('says it is not configured', async () => {
    await agent.get('/api/admin/ebay/status').expect(200, { configured: false, connected: false });
  });

  it('answers 409 naming the missing settings for item id, store and account connection', async () => {
    const preview = await agent.get(`/api/admin/ebay/listings?itemId=${CARTIER_OLDER_LAYOUT}`).expect(409);
    expect(preview.body).toEqual({ error: 'conflict', message: expect.stringContaining('EBAY_CLIENT_ID, EBAY_CLIENT_SECRET'), requestId: expect.any(String) });
    await agent.post('/api/admin/ebay/import').send({ itemId: CARTIER_OLDER_LAYOUT, collectionId }).expect(409);
    await agent.post('/api/admin/ebay/import-store').send({ storeId: 'luxwatchdepot', collectionId }).expect(409);
    expect((await agent.get('/api/admin/ebay/connect').expect(409)).body.message).toContain('EBAY_RU_NAME');
    expect(fake.calls()).toEqual([]);
  });

  it('still imports by listing URL, reading the listing page (older layout)', async () => {
    const url = `https://www.ebay.co.uk/itm/${CARTIER_OLDER_LAYOUT}`;
    const details = await agent.get(`/api/admin/ebay/scrape-details?url=${encodeURIComponent(url)}`).expect(200);
    expect(details.body).toMatchObject({ brand: 'Cartier', reference: 'WSSA0018', price: '7150.00', condition: expect.any(String) });
    const imported = await agent
      .post('/api/admin/ebay/import-from-url')
      .send({ url, collectionId, customData: { price: '7,000' } })
      .expect(201);
    expect(imported.body).toMatchObject({ sourceId: CARTIER_OLDER_LAYOUT, price: '7000.00', created: true });
    expect(fake.calls().some((call) => call.path.startsWith('/buy/'))).toBe(false);
    expect(fake.calls().some((call) => call.path === `/itm/${CARTIER_OLDER_LAYOUT}`)).toBe(true);
  });

  it('answers 404 for a listing whose page says it has ended', async () => {
    expect((await agent.get(`/api/admin/ebay/scrape-details?url=${encodeURIComponent('https://www.ebay.com/itm/125934871211')}`).expect(404)).body.message).toContain('ended');
  });
});
