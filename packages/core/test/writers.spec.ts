import type { ListingFields } from '@caliber/contracts';
import type { CatalogueChange } from '../src/catalogue/catalogue-change.js';
import { CatalogueEvents } from '../src/catalogue/catalogue-events.service.js';
import { CatalogueRuleError, type CatalogueRule } from '../src/catalogue/catalogue-rule-error.js';
import { CollectionWriter } from '../src/collections/collection-writer.service.js';
import { CollectionsRepository } from '../src/collections/collections.repository.js';
import { WatchesRepository } from '../src/watches/watches.repository.js';
import { WatchWriter, type ListingImport } from '../src/watches/watch-writer.service.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectionPayload, watchInput } from './support/catalogue-fixtures.js';
import { createTestDatabase, startCore, type CoreApp, type TestDatabase } from './support/core-app.js';

/** The rule a write broke, or what else it threw. */
async function brokenRule(write: Promise<unknown>): Promise<CatalogueRule | unknown> {
  try {
    await write;
  } catch (error) {
    return error instanceof CatalogueRuleError ? error.rule : error;
  }
  return 'nothing broken';
}

const listing = (sourceId: string, collectionId: number, title: Pick<ListingFields, 'brand' | 'model' | 'reference'>): ListingImport => ({
  source: 'ebay',
  sourceId,
  fields: { ...title, price: '9900', movement: 'Automatic', caseMaterial: 'Steel', caseSize: '42 mm', condition: 'Excellent', year: null, description: 'A chronograph.' },
  collectionId,
  gallery: ['/uploads/a.jpg', '/uploads/b.jpg'],
  ebayPrice: '9900.00',
});

describe("the catalogue writers' rules (real PostgreSQL)", () => {
  let database: TestDatabase;
  let core: CoreApp;
  let watches: WatchWriter;
  let collections: CollectionWriter;
  let read: WatchesRepository;
  const heard: CatalogueChange[] = [];
  let first: number;
  let second: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    core = await startCore(database, { listenToCatalogue: false });
    watches = core.app.get(WatchWriter);
    collections = core.app.get(CollectionWriter);
    read = core.app.get(WatchesRepository);
    core.app.get(CatalogueEvents).listen((change) => heard.push(change));
    first = (await collections.create(collectionPayload('first', 0))).id;
    second = (await collections.create(collectionPayload('second', 1))).id;
  });
  afterAll(async () => {
    await core?.stop();
    await database?.drop();
  });
  beforeEach(() => {
    heard.length = 0;
  });

  it('stores each field in its one form and announces the new watch', async () => {
    const watch = await watches.create(watchInput('rolex-submariner-124060', first));
    expect(watch).toMatchObject({ brand: 'Rolex', price: '12500.00', slug: 'rolex-submariner-124060', collectionId: first });
    expect(watch.collection?.id).toBe(first);
    expect(heard).toEqual([{ watchIds: [watch.id], collections: false, reason: 'watch created' }]);
  });

  it('refuses a slug another watch has, or a collection that does not exist, and then writes and announces nothing', async () => {
    const before = await read.countAll();
    expect(await brokenRule(watches.create(watchInput('rolex-submariner-124060', first)))).toBe('slug-taken');
    expect(await brokenRule(watches.create(watchInput('free-slug', 999_999)))).toBe('collection-reference');
    expect(await read.countAll()).toBe(before);
    expect(heard).toEqual([]);
  });

  it('refuses to change or delete a watch that does not exist', async () => {
    expect(await brokenRule(watches.replace(999_999, watchInput('any', first)))).toBe('unknown-watch');
    expect(await brokenRule(watches.patch(999_999, { featured: true }))).toBe('unknown-watch');
    expect(await brokenRule(watches.remove(999_999))).toBe('unknown-watch');
    expect(heard).toEqual([]);
  });

  it("keeps the slug on a row edit, and stamps an availability the operator changes as set by hand", async () => {
    const { id } = await watches.create(watchInput('patched-watch', first));
    const patched = await watches.patch(id, { slug: 'another-slug', availability: 'on_hold', price: '13000' });
    expect(patched).toMatchObject({ slug: 'patched-watch', availability: 'on_hold', price: '13000.00' });
    expect(patched.availabilitySetByHandAt).toBeInstanceOf(Date);
    // The eBay sync leaves an availability set by hand since it last set one.
    expect(await watches.markSoldOnEbay(id, new Date())).toBe(false);
    expect((await read.findById(id))?.availability).toBe('on_hold');
  });

  it('marks a watch sold when the eBay sync finds its listing ended, announcing it once', async () => {
    const { id } = await watches.create(watchInput('ended-on-ebay', first));
    heard.length = 0;
    expect(await watches.markSoldOnEbay(id, new Date())).toBe(true);
    expect(await watches.markSoldOnEbay(id, new Date())).toBe(false);
    expect((await read.findById(id))?.availability).toBe('sold');
    expect(heard).toEqual([{ watchIds: [id], collections: false, reason: 'listing ended on eBay' }]);
  });

  it("gives an imported listing the slug rule's slug, the item id appended when another watch has it, and updates it when imported again", async () => {
    const title = { brand: 'Omega', model: 'Speedmaster', reference: '311-30-42' };
    const one = await watches.importListing(listing('1001', second, title));
    const other = await watches.importListing(listing('1002', second, title));
    expect(one).toMatchObject({ created: true, watch: { slug: 'omega-speedmaster-311-30-42', ebayPrice: '9900.00', ebayPriceSettled: '9900.00' } });
    expect(other).toMatchObject({ created: true, watch: { slug: 'omega-speedmaster-311-30-42-1002' } });
    await watches.patch(one.watch.id, { featured: true });
    const again = await watches.importListing({ ...listing('1001', first, { ...title, model: 'Speedmaster Pro' }), ebayPrice: '9500.00' });
    expect(again).toMatchObject({ created: false, watch: { id: one.watch.id, model: 'Speedmaster Pro', slug: one.watch.slug, featured: true, collectionId: second, ebayPrice: '9500.00' } });
    expect(heard.map((change) => change.reason)).toEqual(['listing imported', 'listing imported', 'watch changed', 'listing imported again']);
  });

  it('refuses a collection slug already used, an unknown collection, and deleting a collection that holds watches', async () => {
    expect(await brokenRule(collections.create(collectionPayload('first')))).toBe('slug-taken');
    expect(await brokenRule(collections.update(999_999, collectionPayload('nowhere')))).toBe('unknown-collection');
    expect(await brokenRule(collections.remove(999_999))).toBe('unknown-collection');
    await expect(collections.remove(second)).rejects.toThrow('This collection still holds 2 watches; move or delete them first');
    expect(heard).toEqual([]);
  });

  it('reorders only when every collection is named, all positions or none', async () => {
    const repository = core.app.get(CollectionsRepository);
    expect(await brokenRule(collections.reorder({ collectionOrders: [{ id: first, displayOrder: 5 }] }))).toBe('collections-changed');
    expect((await repository.findAllOrdered()).map((collection) => collection.id)).toEqual([first, second]);
    await collections.reorder({ collectionOrders: [{ id: first, displayOrder: 2 }, { id: second, displayOrder: 1 }] });
    expect((await repository.findAllOrdered()).map((collection) => collection.id)).toEqual([second, first]);
    expect(heard).toEqual([{ watchIds: [], collections: true, reason: 'collections reordered' }]);
  });

  it('deletes an empty collection, and a watch, announcing each', async () => {
    const { id: empty } = await collections.create(collectionPayload('empty'));
    const { id: watch } = await watches.create(watchInput('to-delete', first));
    heard.length = 0;
    await collections.remove(empty);
    await watches.remove(watch);
    expect(await read.findById(watch)).toBeNull();
    expect(heard.map((change) => change.reason)).toEqual(['collection deleted', 'watch deleted']);
  });
});
