import { API, type Collection, type Watch } from '@caliber/contracts';
import { startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import { api, signIn, startStack, type Stack } from '@caliber/test-stack';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** A listing page of the fake eBay (packages/fake-ebay/README.md), imported by its URL. */
const LISTING_URL = 'https://www.ebay.com/itm/rolex-datejust-41-126334/165934871210';
const LISTING_ITEM_ID = '165934871210';
const UNTIL_SEEN = { timeout: 30_000, interval: 100 };

/**
 * Every write path of the catalogue, made on one BFF, reaches the public API and pages of another that had
 * them cached: the writers announce each change (docs/architecture.md), nothing clears a cache by hand.
 */
describe('catalogue changes on two BFF replicas', () => {
  let fake: FakeEbay;
  let stack: Stack;
  let second: { url: string; stop(): Promise<void> };
  let cookie: string;
  let collections: Collection[];

  beforeAll(async () => {
    fake = await startFakeEbay({ port: 0 });
    stack = await startStack({ fakeEbay: fake });
    second = await stack.startReplica();
    cookie = await signIn(stack.url);
    collections = (await api(stack.url, API.collections)).body as Collection[];
  });
  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
    await fake?.close();
  });

  const publicWatches = async () => (await api(second.url, API.watches)).body as Watch[];
  /** The second replica's search, answered from its own index (docs/search.md, "The index"). */
  const searchOnSecond = async (q: string) => (await api(second.url, API.searchWatches(q))).body as Watch[];
  const page = async (path: string) => (await fetch(`${second.url}${path}`)).text();
  const admin = (path: string, method: string, body?: unknown) => api(stack.url, path, { method, cookie, body });

  /** Reads the second replica once, so it holds the answers cached, before the write. */
  async function cacheOnSecond(...paths: string[]): Promise<void> {
    await publicWatches();
    for (const path of paths) await page(path);
  }

  it('shows a watch added in the admin dialog, then its row edit, then its deletion, in lists and searches', async () => {
    await cacheOnSecond('/collection/all-watches');
    expect(await searchOnSecond('across model')).toEqual([]);
    const payload = {
      brand: 'Replica Brand',
      model: 'Across Model',
      reference: 'RPL-1',
      price: '4321',
      movement: 'Automatic',
      caseMaterial: 'Steel',
      caseSize: '40mm',
      condition: 'Excellent',
      year: 2020,
      collectionId: collections[0].id,
      slug: 'replica-brand-across-model',
      imageUrl: '/uploads/replica.jpg',
      imageGallery: null,
      description: 'Made on the first BFF.',
      featured: false,
    };
    const created = await admin(API.admin.watches, 'POST', payload);
    expect(created.status).toBe(201);
    const id = (created.body as Watch).id;
    await vi.waitFor(async () => expect((await publicWatches()).map((watch) => watch.slug)).toContain(payload.slug), UNTIL_SEEN);
    await vi.waitFor(async () => expect(await page('/collection/all-watches')).toContain('Across Model'), UNTIL_SEEN);
    await vi.waitFor(async () => expect((await searchOnSecond('across model')).map((watch) => watch.slug)).toEqual([payload.slug]), UNTIL_SEEN);

    await cacheOnSecond(`/watch/${payload.slug}`);
    expect((await admin(API.admin.watch(id), 'PUT', { price: '5555' })).status).toBe(200);
    await vi.waitFor(async () => expect((await publicWatches()).find((watch) => watch.id === id)?.price).toBe('5555.00'), UNTIL_SEEN);
    await vi.waitFor(async () => expect(await page(`/watch/${payload.slug}`)).toContain('$5,555'), UNTIL_SEEN);
    await vi.waitFor(async () => expect((await searchOnSecond('RPL-1'))[0]?.price).toBe('5555.00'), UNTIL_SEEN);

    expect((await admin(API.admin.watch(id), 'DELETE')).status).toBe(204);
    await vi.waitFor(async () => expect((await publicWatches()).map((watch) => watch.id)).not.toContain(id), UNTIL_SEEN);
    await vi.waitFor(async () => expect(await searchOnSecond('across model')).toEqual([]), UNTIL_SEEN);
  });

  it('shows a watch imported by the worker from an eBay listing, in lists and searches', async () => {
    await cacheOnSecond();
    const datejusts = async () => (await searchOnSecond('datejust 41')).map((watch) => watch.sourceId);
    expect(await datejusts()).not.toContain(LISTING_ITEM_ID);
    const imported = await admin(API.admin.marketplace.importFromUrl, 'POST', { url: LISTING_URL, collectionId: collections[0].id, customData: null });
    expect([201, 202]).toContain(imported.status);
    await vi.waitFor(async () => expect((await publicWatches()).map((watch) => watch.sourceId)).toContain(LISTING_ITEM_ID), UNTIL_SEEN);
    await vi.waitFor(async () => expect(await datejusts()).toContain(LISTING_ITEM_ID), UNTIL_SEEN);
  });

  it('shows collections in their new order', async () => {
    await api(second.url, API.collections);
    await cacheOnSecond('/');
    const reversed = [...collections].reverse().map((collection, index) => ({ id: collection.id, displayOrder: index }));
    expect((await admin(API.admin.reorderCollections, 'PUT', { collectionOrders: reversed })).status).toBe(200);
    await vi.waitFor(async () => {
      const order = ((await api(second.url, API.collections)).body as Collection[]).map((collection) => collection.id);
      expect(order).toEqual(reversed.map((entry) => entry.id));
    }, UNTIL_SEEN);
  });
});
