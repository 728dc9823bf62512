import { LARGE_STORE_FIRST_ITEM_ID, startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import { WatchEntity } from '@caliber/db';
import { EBAY_SYNC_SCHEDULER_ID, QUEUES, type EbayEndedListing, type EbaySyncRun, type EbaySyncStatus, type Watch } from '@caliber/contracts';
import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures, type WatchFixture } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { parsePage } from './support/rendered-page.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually, startWorker, type WorkerProcess } from './support/worker-process.js';

// The eBay sync against the fake eBay, the real worker, PostgreSQL and Redis (docs/ebay-sync.md).

const OMEGA = '125934871203';
const ROLEX = '125934871204';
const CARTIER = '125934871205';
const PATEK = '125934871206';
const TUDOR = '125934871207';
const SPEEDMASTER = '125934871209';
const SECRET = { SESSION_SECRET: 'a session secret for tests only, 32 bytes or more' };

/** Watches as if imported from these listings, at the listings' prices. */
async function seedImported(t: TestApp, listings: { sourceId: string; watch: WatchFixture }[]) {
  const { watches } = await seedFixtures(t.database.dataSource, [listings.map(({ watch }) => watch)]);
  const repository = t.database.dataSource.getRepository(WatchEntity);
  for (const [index, { sourceId }] of listings.entries()) await repository.update({ id: watches[index].id }, { source: 'ebay', sourceId });
  return watches;
}

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const syncStatus = async (agent: Agent) => (await agent.get('/api/admin/ebay/sync').expect(200)).body as EbaySyncStatus;

/** "Sync now", followed to its run through the job status. */
async function syncNow(agent: Agent): Promise<EbaySyncRun> {
  const { jobId } = (await agent.post('/api/admin/ebay/sync').expect(202)).body as { jobId: string };
  return eventually(async () => {
    const status = (await agent.get(`/api/admin/jobs/${jobId}`).expect(200)).body;
    if (status.state === 'failed') throw new Error(`the sync failed: ${status.error?.message}`);
    return status.state === 'completed' ? (status.result as EbaySyncRun) : undefined;
  }, 'the "Sync now" job');
}

describe('eBay sync (scheduled every minute)', () => {
  let fake: FakeEbay;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Agent;
  let watches: WatchEntity[];
  const watchRow = (id: number) => t.database.dataSource.getRepository(WatchEntity).findOneByOrFail({ id });

  beforeAll(async () => {
    fake = await startFakeEbay({ port: 0 });
    t = await startTestApp({ ...fake.env, ...SECRET, JOB_WAIT_MS: '15000' });
    watches = await seedImported(t, [
      { sourceId: OMEGA, watch: { brand: 'Omega', model: 'Seamaster Aqua Terra', reference: '231.10.39.21.06.001', price: '4250.00' } },
      { sourceId: ROLEX, watch: { brand: 'Rolex', model: 'Submariner Date', reference: '116610LN', price: '11950.00' } },
      { sourceId: CARTIER, watch: { brand: 'Cartier', model: 'Santos de Cartier', reference: 'WSSA0018', price: '7150.00' } },
      { sourceId: PATEK, watch: { brand: 'Patek Philippe', model: 'Calatrava', reference: '5196J-001', price: '24500.00' } },
      { sourceId: TUDOR, watch: { brand: 'Tudor', model: 'Black Bay Fifty-Eight', reference: '79030N', price: '3350.00' } },
      { sourceId: SPEEDMASTER, watch: { brand: 'Omega', model: 'Speedmaster Professional', reference: '311.30.42.30.01.005', price: '5100.00' } },
    ]);
    agent = await signedInAgent(t);
    // Ended before the worker starts: only the scheduled sync can notice it.
    fake.endListing(OMEGA);
    worker = await startWorker(t, { ...fake.env, ...SECRET, EBAY_SYNC_MINUTES: '1' });
  }, 90_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await fake?.close();
  });

  it('makes the watch of a listing ended on eBay sold on the public pages within two minutes, by the schedule alone', async () => {
    const omega = watches[0];
    // Cached as available first: the sync must refresh the public cache.
    expect((await request(t.server).get(`/api/watches/${omega.slug}`).expect(200)).body.availability).toBe('available');
    await eventually(
      async () => ((await request(t.server).get(`/api/watches/${omega.slug}`).expect(200)).body.availability === 'sold' ? true : undefined),
      'the ended listing’s watch to be sold',
      130_000,
    );
    const page = await request(t.server).get(`/watch/${omega.slug}`).expect(200);
    expect(parsePage(page.status, page.text, {}).text).toContain('This watch has been sold.');
    const list = (await request(t.server).get('/api/watches').expect(200)).body as Watch[];
    expect(list.map((watch) => watch.slug)).not.toContain(omega.slug);

    const { lastRun } = await syncStatus(agent);
    expect(lastRun).toMatchObject({ trigger: 'schedule', errors: [] });
    expect(worker.output()).toContain('The eBay sync runs every 1 minute(s)');
  }, 150_000);

  it('flags a price changed on eBay without copying it, and one click takes eBay’s price', async () => {
    const rolex = watches[1];
    fake.setListingPrice(ROLEX, '11500.00');
    const run = await syncNow(agent);
    expect(run.changes).toEqual([expect.objectContaining({ watchId: rolex.id, change: 'price-differs', price: '11950.00', ebayPrice: '11500.00' })]);
    const differences = (await agent.get('/api/admin/ebay/price-differences').expect(200)).body;
    expect(differences).toEqual([expect.objectContaining({ watchId: rolex.id, price: '11950.00', ebayPrice: '11500.00' })]);
    expect((await syncStatus(agent)).priceDifferences).toBe(1);
    // Not copied: the storefront still asks ours.
    expect((await request(t.server).get(`/api/watches/${rolex.slug}`).expect(200)).body.price).toBe('11950.00');
    // The inventory's filter finds it, and only it.
    const flagged = (await agent.get('/api/admin/watches?ebayPriceDiffers=true').expect(200)).body;
    expect(flagged.items.map((watch: Watch) => watch.id)).toEqual([rolex.id]);

    await agent.post(`/api/admin/ebay/price-differences/${rolex.id}`).send({ take: 'ebay' }).expect(204);
    expect((await request(t.server).get(`/api/watches/${rolex.slug}`).expect(200)).body.price).toBe('11500.00');
    expect((await agent.get('/api/admin/ebay/price-differences').expect(200)).body).toEqual([]);
    // Settled: nothing left to decide, and a later sync does not flag it again.
    await agent.post(`/api/admin/ebay/price-differences/${rolex.id}`).send({ take: 'ours' }).expect(409);
    await syncNow(agent);
    expect((await syncStatus(agent)).priceDifferences).toBe(0);
  }, 300_000);

  it('keeps the watch’s own price when the operator says so, until eBay changes it again', async () => {
    const patek = watches[3];
    fake.setListingPrice(PATEK, '23900.00');
    await syncNow(agent);
    expect((await watchRow(patek.id)).ebayPrice).toBe('23900.00');
    await agent.post(`/api/admin/ebay/price-differences/${patek.id}`).send({ take: 'ours' }).expect(204);
    expect((await watchRow(patek.id)).price).toBe('24500.00');
    expect((await agent.get('/api/admin/ebay/price-differences').expect(200)).body).toEqual([]);
    expect((await agent.post(`/api/admin/ebay/price-differences/${patek.id}`).send({ take: 'theirs' }).expect(400)).body.message).toContain('"ebay"');

    // eBay changes it again: flagged again, with the new price.
    fake.setListingPrice(PATEK, '23500.00');
    await syncNow(agent);
    expect((await agent.get('/api/admin/ebay/price-differences').expect(200)).body).toEqual([expect.objectContaining({ watchId: patek.id, ebayPrice: '23500.00' })]);
  }, 300_000);

  it('makes a watch sold when its listing is out of stock or past its end date, and the run lists it', async () => {
    const [tudor, speedmaster] = [watches[4], watches[5]];
    fake.endListing(TUDOR, { keepItem: true });
    fake.sellListing(SPEEDMASTER);
    // "Sync now" waits for a scheduled run in progress, then reads eBay itself.
    const run = await syncNow(agent);
    const rows = await Promise.all([watchRow(tudor.id), watchRow(speedmaster.id)]);
    expect(rows.map((row) => row.availability)).toEqual(['sold', 'sold']);
    expect((await request(t.server).get(`/api/watches/${speedmaster.slug}`).expect(200)).body.availability).toBe('sold');
    const { changes } = run;
    expect(changes.filter((change) => change.change === 'sold').map((change) => change.watchId).sort()).toEqual([tudor.id, speedmaster.id].sort());
  }, 300_000);

  it('leaves a watch whose availability the operator set by hand after the last sync', async () => {
    const cartier = watches[2];
    await agent.put(`/api/admin/watches/${cartier.id}`).send({ availability: 'on_hold' }).expect(200);
    const setByHand = (await watchRow(cartier.id)).availabilitySetByHandAt!;
    fake.sellListing(CARTIER);
    await syncNow(agent);
    const row = await watchRow(cartier.id);
    expect(row.checkedOnEbayAt!.getTime()).toBeGreaterThan(setByHand.getTime());
    expect(row.availability).toBe('on_hold');
    expect((await request(t.server).get(`/api/watches/${cartier.slug}`).expect(200)).body.availability).toBe('on_hold');
  }, 300_000);

  it('keeps one schedule however many workers run', async () => {
    const replica = await startWorker(t, { ...fake.env, ...SECRET, EBAY_SYNC_MINUTES: '1' });
    const queue = new Queue(QUEUES.marketplace, { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix });
    try {
      await eventually(async () => (replica.output().includes('The eBay sync runs every 1 minute(s)') ? true : undefined), 'the replica to schedule');
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((scheduler) => [scheduler.key, scheduler.every])).toEqual([[EBAY_SYNC_SCHEDULER_ID, 60_000]]);
    } finally {
      await queue.close();
      await replica.stop();
    }
  }, 120_000);

  it('shows the sync to the operator only', async () => {
    await request(t.server).get('/api/admin/ebay/sync').expect(401);
    await request(t.server).post('/api/admin/ebay/sync').expect(401);
    await request(t.server).get('/api/admin/ebay/price-differences').expect(401);
  });
});

describe('eBay sync within the day’s call budget', () => {
  const DAILY_CALLS = 10;
  const LISTINGS = 12;
  let fake: FakeEbay;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Agent;
  let watches: WatchEntity[];

  beforeAll(async () => {
    fake = await startFakeEbay({ port: 0, largeStoreSize: LISTINGS });
    t = await startTestApp({ ...fake.env, ...SECRET });
    watches = await seedImported(
      t,
      Array.from({ length: LISTINGS }, (_, index) => ({
        sourceId: String(LARGE_STORE_FIRST_ITEM_ID + index),
        watch: { brand: 'Omega', model: 'Seamaster Aqua Terra', reference: `231.10.39.21.06.${String(index).padStart(3, '0')}`, price: '4250.00' },
      })),
    );
    // Checked before, the first listings longest ago: they go first.
    const repository = t.database.dataSource.getRepository(WatchEntity);
    for (const [index, watch] of watches.entries()) await repository.update({ id: watch.id }, { checkedOnEbayAt: new Date(Date.now() - (LISTINGS - index) * 3600_000) });
    agent = await signedInAgent(t);
    worker = await startWorker(t, { ...fake.env, ...SECRET, EBAY_SYNC_MINUTES: '0', EBAY_DAILY_API_CALLS: String(DAILY_CALLS) });
  }, 90_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await fake?.close();
  });

  it('checks the least recently checked first, never exceeds the day’s calls, and says how many wait', async () => {
    const first = await syncNow(agent);
    // A tenth of the day's calls is left to the operator's imports.
    expect(first).toMatchObject({ trigger: 'operator', checked: 9, waiting: 3, errors: [] });
    expect(fake.browseCallCount()).toBeLessThanOrEqual(DAILY_CALLS);
    const rows = await t.database.dataSource.getRepository(WatchEntity).find({ order: { id: 'ASC' } });
    const checkedNow = rows.filter((row) => row.checkedOnEbayAt!.getTime() >= Date.parse(first.startedAt)).map((row) => row.id);
    expect(checkedNow).toEqual(watches.slice(0, 9).map((watch) => watch.id));

    const second = await syncNow(agent);
    expect(second).toMatchObject({ checked: 0, waiting: LISTINGS });
    expect(fake.browseCallCount()).toBeLessThanOrEqual(DAILY_CALLS);
    expect(worker.output()).toContain('The eBay sync is off (EBAY_SYNC_MINUTES=0)');
  }, 120_000);
});

describe('eBay sync fails safe when many listings end at once', () => {
  const LISTINGS = 10;
  let fake: FakeEbay;
  let t: TestApp;
  let worker: WorkerProcess;
  let agent: Agent;
  let watches: WatchEntity[];
  const rows = () => t.database.dataSource.getRepository(WatchEntity).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    fake = await startFakeEbay({ port: 0, largeStoreSize: LISTINGS });
    t = await startTestApp({ ...fake.env, ...SECRET });
    watches = await seedImported(
      t,
      Array.from({ length: LISTINGS }, (_, index) => ({
        sourceId: String(LARGE_STORE_FIRST_ITEM_ID + index),
        watch: { brand: 'Omega', model: 'Seamaster Aqua Terra', reference: `231.10.39.21.06.${String(index).padStart(3, '0')}`, price: '4250.00' },
      })),
    );
    agent = await signedInAgent(t);
    worker = await startWorker(t, { ...fake.env, ...SECRET, EBAY_SYNC_MINUTES: '0' });
  }, 90_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await fake?.close();
  });

  it('sells none of 8 listings of 10 ended at once: they wait for the operator, who confirms or dismisses each', async () => {
    const ended = watches.slice(0, 8);
    for (const index of ended.keys()) fake.endListing(String(LARGE_STORE_FIRST_ITEM_ID + index));

    const run = await syncNow(agent);
    expect(run).toMatchObject({ checked: LISTINGS, suspect: true, errors: [] });
    expect(run.changes.map((change) => change.change)).toEqual(Array(8).fill('held'));
    expect((await rows()).map((row) => row.availability)).toEqual(Array(LISTINGS).fill('available'));
    expect((await request(t.server).get(`/api/watches/${ended[0].slug}`).expect(200)).body.availability).toBe('available');
    expect(worker.output()).toContain('eBay sync suspect: 8 of 10 checked listings came back ended or missing at once');

    const status = await syncStatus(agent);
    expect(status.endedListings).toBe(8);
    expect(status.lastRun).toMatchObject({ suspect: true });
    const waiting = (await agent.get('/api/admin/ebay/ended-listings').expect(200)).body as EbayEndedListing[];
    expect(waiting.map((listing) => listing.watchId).sort()).toEqual(ended.map((watch) => watch.id).sort());
    expect(waiting[0]).toMatchObject({ sourceId: expect.stringMatching(/^3\d+$/), price: '4250.00', heldAt: expect.any(String) });

    // Confirming sells the watch, public pages included; dismissing leaves it available.
    const [confirmed, dismissed] = [ended.slice(0, 6), ended.slice(6)];
    for (const watch of confirmed) await agent.post(`/api/admin/ebay/ended-listings/${watch.id}`).send({ decision: 'confirm' }).expect(204);
    for (const watch of dismissed) await agent.post(`/api/admin/ebay/ended-listings/${watch.id}`).send({ decision: 'dismiss' }).expect(204);
    const byId = new Map((await rows()).map((row) => [row.id, row.availability]));
    expect(confirmed.map((watch) => byId.get(watch.id))).toEqual(Array(6).fill('sold'));
    expect(dismissed.map((watch) => byId.get(watch.id))).toEqual(['available', 'available']);
    expect((await request(t.server).get(`/api/watches/${confirmed[0].slug}`).expect(200)).body.availability).toBe('sold');
    expect((await request(t.server).get(`/api/watches/${dismissed[0].slug}`).expect(200)).body.availability).toBe('available');
    expect((await agent.get('/api/admin/ebay/ended-listings').expect(200)).body).toEqual([]);
    expect((await syncStatus(agent)).endedListings).toBe(0);

    // Decided once: a second decision is a conflict; a wrong one is refused; an unknown watch is not found.
    await agent.post(`/api/admin/ebay/ended-listings/${dismissed[0].id}`).send({ decision: 'confirm' }).expect(409);
    expect((await agent.post(`/api/admin/ebay/ended-listings/${dismissed[0].id}`).send({ decision: 'sold' }).expect(400)).body.message).toContain('"confirm"');
    await agent.post('/api/admin/ebay/ended-listings/999999').send({ decision: 'dismiss' }).expect(404);
  }, 180_000);

  it('shows the ended listings to the operator only', async () => {
    await request(t.server).get('/api/admin/ebay/ended-listings').expect(401);
    await request(t.server).post(`/api/admin/ebay/ended-listings/${watches[0].id}`).send({ decision: 'confirm' }).expect(401);
  });
});
