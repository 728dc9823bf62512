import { applyFilters, readFilters, WATCH_CARDS, type Watch, type WatchCardsPiece } from '@caliber/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { announceCatalogueChange } from './support/catalogue-change.js';

const BRANDS = ['Rolex', 'Omega', 'Patek Philippe', 'Audemars Piguet', 'Cartier', 'Tudor', 'IWC', 'Breitling'];

describe('the list API on 10,000 watches (pieces of one list)', () => {
  let t: TestApp;
  let halfSlug: string;
  let halfId: number;
  let every: Watch[];

  beforeAll(async () => {
    // This client walks whole lists of 10,000 watches, far past a visitor's budget of renders.
    t = await startTestApp({ RENDER_BUDGET_PER_MINUTE: '1000000' });
    const { collections } = await seedFixtures(t.database.dataSource);
    halfSlug = collections[0].slug;
    halfId = collections[0].id;
    // Prices repeat (ties are ordered newest first), half the watches in one collection, a few sold.
    await t.database.dataSource.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, collection_id, slug, year, availability, created_at)
       SELECT ($2::text[])[1 + i % 8], 'Model ' || i, 'REF-' || i, 1000 + (i * 7919) % 5000,
              (ARRAY['Automatic, Cal. 3235', 'Manual winding', 'Quartz'])[1 + i % 3], 'Steel', (36 + i % 8) || ' mm',
              (ARRAY['New', 'Excellent', 'Very Good', 'Good'])[1 + i % 4], 'Generated.', '/uploads/generated.jpg',
              CASE WHEN i % 2 = 0 THEN $1::int ELSE $3::int END, 'generated-' || i, 1960 + i % 60,
              CASE WHEN i % 97 = 0 THEN 'sold' ELSE 'available' END, now() - (i || ' minutes')::interval
       FROM generate_series(1, 10000) AS i`,
      [collections[0].id, BRANDS, collections[1].id],
    );
    every = (await request(t.server).get('/api/watches').expect(200)).body as Watch[];
  }, 60_000);
  afterAll(() => t.close());

  const piece = async (query: Record<string, string | number>) =>
    (await request(t.server).get('/api/watch-cards').query(query).expect(200)).body as WatchCardsPiece;

  /** Every piece of a list, `limit` at a time, and the versions they came from. */
  async function wholeList(query: Record<string, string>, limit = WATCH_CARDS.maxLimit) {
    const ids: number[] = [];
    const versions = new Set<string>();
    for (let offset = 0; ; offset += limit) {
      const next = await piece({ ...query, offset, limit });
      versions.add(next.version);
      ids.push(...next.items.map((card) => card.id));
      if (offset + limit >= next.total) return { ids, versions, total: next.total };
    }
  }

  /** The list as the filters' rule in contracts makes it from every listed watch. */
  const byRule = (query: Record<string, string>, listed = every) => applyFilters(listed, readFilters(new URLSearchParams(query), 'newest')).map((watch) => watch.id);

  it('counts every listed watch and holds each once, in the order of each sort', async () => {
    expect(every.length).toBeGreaterThan(9_000);
    for (const sort of ['newest', 'price-high', 'price-low']) {
      const { ids, versions, total } = await wholeList({ sort });
      expect(total).toBe(every.length);
      expect(versions.size).toBe(1);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids, sort).toEqual(byRule({ sort }));
    }
  }, 120_000);

  it('puts the dearest of all first under Price: High to Low', async () => {
    const dearest = Math.max(...every.map((watch) => Number(watch.price)));
    const first = await piece({ sort: 'price-high', offset: 0, limit: WATCH_CARDS.piece });
    expect(Number(first.items[0].price)).toBe(dearest);
    expect(first.items).toHaveLength(WATCH_CARDS.piece);
  });

  it("counts a brand's whole total, and offers the choices of the whole list whatever is filtered", async () => {
    const rolex = await piece({ brand: 'rolex', offset: 0, limit: 24 });
    expect(rolex.total).toBe(every.filter((watch) => watch.brand === 'Rolex').length);
    expect(rolex.choices.brands).toEqual(expect.arrayContaining(BRANDS));
    expect(rolex.choices.movements).toEqual(['Automatic', 'Manual', 'Quartz']);
    const prices = every.map((watch) => Number(watch.price));
    expect(rolex.choices.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('filters and sorts a collection, and every filter, as the rule does', async () => {
    const query = { collection: halfSlug, sort: 'price-low', movement: 'Manual', price_min: '2000', price_max: '4500.50', case_min: '38', year_max: '2000', condition: 'New' };
    const { ids, total } = await wholeList(query);
    const inCollection = every.filter((watch) => watch.collectionSlug === halfSlug);
    expect(ids).toEqual(byRule(query, inCollection));
    expect(total).toBeGreaterThan(0);
    expect((await piece({ collection: halfSlug, offset: 0, limit: 1 })).total).toBe(inCollection.length);
  });

  it("answers a search's matches best first, as the search API does, and its filters over them", async () => {
    const found = (await request(t.server).get('/api/watches').query({ q: 'rolex' }).expect(200)).body as Watch[];
    const matches = await piece({ q: 'rolex', offset: 0, limit: WATCH_CARDS.maxLimit });
    expect(matches.items.map((card) => card.id)).toEqual(found.map((watch) => watch.id));
    expect(matches.matched).toBe(found.length);
    const cheapest = await piece({ q: 'rolex', sort: 'price-low', offset: 0, limit: 5 });
    expect(cheapest.items.map((card) => card.id)).toEqual(applyFilters(found, readFilters(new URLSearchParams('sort=price-low'), 'relevance')).slice(0, 5).map((watch) => watch.id));
  });

  it('carries what a card shows, never a description or gallery', async () => {
    const [card] = (await piece({ offset: 0, limit: 1 })).items;
    expect(Object.keys(card).sort()).toEqual(
      ['availability', 'brand', 'caseMaterial', 'caseSize', 'collectionName', 'collectionSlug', 'condition', 'id', 'imageUrl', 'model', 'movement', 'price', 'reference', 'slug'],
    );
  });

  it('names a new version when a watch is added or sold between two pieces; the pieces of one version still join into one list', async () => {
    const before = await piece({ offset: 0, limit: 48 });
    const [{ id: added }] = await t.database.dataSource.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, slug, collection_id)
       VALUES ('Rolex', 'Added Between', 'ADD-1', 5000, 'Automatic', 'Steel', '40 mm', 'New', 'New.', '/uploads/a.jpg', 'added-between', $1) RETURNING id`,
      [halfId],
    );
    const sold = before.items[10].id;
    await t.database.dataSource.query(`UPDATE watches SET availability = 'sold' WHERE id = $1`, [sold]);
    await announceCatalogueChange(t, { watchIds: [added, sold], collections: false, reason: 'test' });
    const after = await piece({ offset: 48, limit: 48 });
    // The browser sees two versions and asks its pieces again (docs/storefront.md, "Long lists").
    expect(after.version).not.toBe(before.version);
    const { ids, versions, total } = await wholeList({});
    expect(versions).toEqual(new Set([after.version]));
    expect(total).toBe(before.total);
    expect(ids[0]).toBe(added);
    expect(ids).not.toContain(sold);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses what it cannot read with a message that says what to fix', async () => {
    const refused = async (query: Record<string, string>, message: RegExp) => {
      const res = await request(t.server).get('/api/watch-cards').query(query).expect(400);
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.stringMatching(message) });
    };
    await refused({ offset: '-1' }, /offset.*from 0/i);
    await refused({ limit: '500' }, new RegExp(`limit.*1 to ${WATCH_CARDS.maxLimit}`, 'i'));
    await refused({ price_min: 'cheap' }, /lowest price \(price_min\)/);
    await refused({ sort: 'relevance' }, /sort \(sort\) must be one of newest/);
    await refused({ collection: halfSlug, q: 'rolex' }, /collection or a search text/);
    const missing = await request(t.server).get('/api/watch-cards').query({ collection: 'no-such-collection' }).expect(404);
    expect(missing.body.message).toBe('No collection has the slug "no-such-collection"');
  });
});
