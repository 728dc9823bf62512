import { WatchEntity } from '@caliber/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_STORE_SELLER, startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually, startWorker, type WorkerProcess } from './support/worker-process.js';

// Overridable to measure a bigger or slower store (e.g. STORE_SIZE=200 FAKE_LATENCY_MS=50).
const STORE_SIZE = Number(process.env.STORE_SIZE ?? 250);
const LATENCY_MS = Number(process.env.FAKE_LATENCY_MS ?? 0);

describe(`store import of ${STORE_SIZE} listings across search pages`, () => {
  let fake: FakeEbay;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let collectionId: number;

  beforeAll(async () => {
    fake = await startFakeEbay({ port: 0, latencyMs: LATENCY_MS, largeStoreSize: STORE_SIZE });
    const env = {
      EBAY_CLIENT_ID: fake.clientId,
      EBAY_CLIENT_SECRET: fake.clientSecret,
      EBAY_API_BASE_URL: fake.url,
      EBAY_AUTH_BASE_URL: fake.url,
      EBAY_WEB_BASE_URL: fake.url,
      EBAY_IMAGE_BASE_URL: fake.url,
    };
    t = await startTestApp(env);
    worker = await startWorker(t, env);
    agent = await signedInAgent(t);
    collectionId = (await seedFixtures(t.database.dataSource, [[], []])).collections[1].id;
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await fake?.close();
  });

  it('pages through the seller with one application token, reports progress, and imports every listing once', async () => {
    fake.clearCalls();
    const started = Date.now();
    const { body } = await agent.post('/api/admin/ebay/import-store').send({ storeId: LARGE_STORE_SELLER, collectionId }).expect(202);
    const progress: number[] = [];
    const status = await eventually(
      async () => {
        const current = (await agent.get(body.statusUrl).expect(200)).body;
        progress.push(current.progress.done);
        return ['completed', 'failed'].includes(current.state) ? current : undefined;
      },
      'the store import',
      300_000,
    );
    console.log(`store import of ${STORE_SIZE} listings with ${LATENCY_MS} ms latency: ${Date.now() - started} ms`);
    expect(status).toMatchObject({ state: 'completed', progress: { done: STORE_SIZE, total: STORE_SIZE } });
    expect(status.result.watches).toHaveLength(STORE_SIZE);
    expect(progress.some((done) => done > 0 && done < STORE_SIZE)).toBe(true);

    const calls = fake.calls();
    const searches = calls.filter((call) => call.path === '/buy/browse/v1/item_summary/search');
    expect(searches.map((call) => call.query.offset)).toEqual(Array.from({ length: Math.ceil(STORE_SIZE / 200) }, (_, page) => String(page * 200)));
    expect(searches.every((call) => call.query.limit === '200')).toBe(true);
    expect(calls.filter((call) => call.grantType === 'client_credentials')).toHaveLength(1);
    expect(calls.filter((call) => call.path.startsWith('/images/'))).toHaveLength(new Set(calls.filter((call) => call.path.startsWith('/images/')).map((call) => call.path)).size);

    const ids = (await t.database.dataSource.getRepository(WatchEntity).find({ where: { source: 'ebay' } })).map((watch) => watch.sourceId);
    expect(ids).toHaveLength(STORE_SIZE);
    expect(new Set(ids).size).toBe(STORE_SIZE);
  });
});

describe('store import by an eBay user id with `_` or `.`', () => {
  const SELLERS = ['horology_house', 'vintage.dials'];
  let fake: FakeEbay;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let collectionId: number;

  beforeAll(async () => {
    // Four listings, dealt in turn: horology_house has the 1st and 3rd, vintage.dials the 2nd and 4th.
    fake = await startFakeEbay({ port: 0, largeStoreSize: 4, largeStoreSellers: SELLERS });
    t = await startTestApp(fake.env);
    worker = await startWorker(t, fake.env);
    agent = await signedInAgent(t);
    collectionId = (await seedFixtures(t.database.dataSource, [[]])).collections[0].id;
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await fake?.close();
  });

  it.each([
    ['horology_house', ['300000000001', '300000000003']],
    ['vintage.dials', ['300000000002', '300000000004']],
  ])('finds the listings of %s', async (storeId, itemIds) => {
    fake.clearCalls();
    const { body } = await agent.post('/api/admin/ebay/import-store').send({ storeId, collectionId }).expect(202);
    const status = await eventually(async () => {
      const current = (await agent.get(body.statusUrl).expect(200)).body;
      return ['completed', 'failed'].includes(current.state) ? current : undefined;
    }, `the store import of ${storeId}`);
    expect(status).toMatchObject({ state: 'completed', result: { seller: storeId, total: 2 } });
    expect(status.result.watches.map((watch: { sourceId: string }) => watch.sourceId)).toEqual(itemIds);
    const searches = fake.calls().filter((call) => call.path === '/buy/browse/v1/item_summary/search');
    expect(searches.map((call) => call.query.filter)).toEqual([`sellers:{${storeId}}`]);
  });
});
