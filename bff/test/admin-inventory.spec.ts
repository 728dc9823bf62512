import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures, type WatchFixture } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Five watches in two collections: enough to page, search, sort and filter.
const WATCHES: WatchFixture[][] = [
  [
    { brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', price: '14500.00', featured: true, daysAgo: 3 },
    { brand: 'Rolex', model: 'GMT-Master II', reference: '126710BLRO', price: '21900.00', availability: 'on_hold', daysAgo: 5 },
    { brand: 'Omega', model: 'Speedmaster Professional', reference: '310.30.42.50.01.001', price: '6200.00', featured: true, daysAgo: 1 },
    { brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-010', price: '98000.00', availability: 'sold', daysAgo: 2 },
  ],
  [{ brand: 'Cartier', model: 'Tank 100%_Louis', reference: 'WGTA0011', price: '11800.00', daysAgo: 7 }],
];

type Row = { brand: string; model: string; reference: string; price: string; availability: string; featured: boolean; collectionName: string };
const references = (rows: Row[]) => rows.map((row) => row.reference);

describe('the admin watch inventory: paging, search, sort and filters', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let dressId: number;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedInAgent(t);
    const { collections } = await seedFixtures(t.database.dataSource, WATCHES);
    dressId = collections[1].id;
  });
  afterAll(() => t.close());

  const page = async (query: string) => (await agent.get(`/api/admin/watches?${query}`).expect(200)).body as { items: Row[]; total: number; page: number; pageSize: number };

  it('still answers the whole list, sold watches included, when no query is given (the spec’s answer)', async () => {
    const res = await agent.get('/api/admin/watches').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(references(res.body)).toEqual(['310.30.42.50.01.001', '5711/1A-010', '126610LN', '126710BLRO', 'WGTA0011']);
  });

  it('needs the operator’s session', async () => {
    await request(t.server).get('/api/admin/watches?page=1').expect(401);
  });

  it('answers {items, total, page, pageSize}, newest first by default, a page at a time', async () => {
    const first = await page('page=1&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(references(first.items)).toEqual(['310.30.42.50.01.001', '5711/1A-010']);
    expect(references((await page('page=3&pageSize=2')).items)).toEqual(['WGTA0011']);
    expect((await page('page=4&pageSize=2')).items).toEqual([]);
    expect(await page('q=')).toMatchObject({ total: 5, page: 1, pageSize: 50 });
  });

  it.each([
    ['rolex', ['126610LN', '126710BLRO']],
    ['ROLEX gmt', ['126710BLRO']],
    ['speedmaster', ['310.30.42.50.01.001']],
    ['5711/1a', ['5711/1A-010']],
    ['blro', ['126710BLRO']],
    ['100%_', ['WGTA0011']],
    ['%', ['WGTA0011']],
    // Read literally: as a wildcard it would match 'Rolex'.
    ['x%', []],
    ['rolex nautilus', []],
  ])('searches brand, model and reference for every word of %j', async (q, expected) => {
    const result = await page(`q=${encodeURIComponent(q)}&sort=reference&direction=asc`);
    expect(references(result.items)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ['brand', 'asc', ['Cartier', 'Omega', 'Patek Philippe', 'Rolex', 'Rolex']],
    ['price', 'desc', ['98000.00', '21900.00', '14500.00', '11800.00', '6200.00']],
    ['price', 'asc', ['6200.00', '11800.00', '14500.00', '21900.00', '98000.00']],
    ['collection', 'asc', ['Dress Watches', 'Luxury Timepieces', 'Luxury Timepieces', 'Luxury Timepieces', 'Luxury Timepieces']],
    ['availability', 'asc', ['available', 'available', 'available', 'on_hold', 'sold']],
    ['featured', 'desc', [true, true, false, false, false]],
  ] as const)('sorts by %s %s', async (sort, direction, expected) => {
    const key = { brand: 'brand', price: 'price', collection: 'collectionName', availability: 'availability', featured: 'featured' }[sort] as keyof Row;
    expect((await page(`sort=${sort}&direction=${direction}`)).items.map((row) => row[key])).toEqual(expected);
  });

  it('filters by collection, availability and featured, together with a search', async () => {
    expect(references((await page(`collectionId=${dressId}`)).items)).toEqual(['WGTA0011']);
    expect(references((await page('availability=sold')).items)).toEqual(['5711/1A-010']);
    expect(references((await page('featured=true&sort=reference&direction=asc')).items)).toEqual(['126610LN', '310.30.42.50.01.001']);
    expect((await page('featured=false')).total).toBe(3);
    expect(references((await page('q=rolex&availability=on_hold')).items)).toEqual(['126710BLRO']);
    // Blank filters, as a form's "all" choice sends them, filter nothing.
    expect((await page('collectionId=&availability=&featured=&sort=&direction=')).total).toBe(5);
  });

  it.each([
    ['sort=slug', 'sort'],
    ['sort=price;drop table watches', 'sort'],
    ['direction=sideways', 'direction'],
    ['page=0', 'page: Must be 1 or more'],
    ['pageSize=101', 'pageSize: Must be from 1 to 100'],
    ['availability=gone', 'availability: Choose one of: available, on_hold, sold'],
    ['featured=yes', 'featured: Must be true or false'],
    ['collectionId=abc', 'collectionId'],
    [`q=${'x'.repeat(201)}`, 'q: Must be at most 200 characters'],
  ])('refuses %s with 400 saying what to fix', async (query, message) => {
    const res = await agent.get(`/api/admin/watches?${query}`).expect(400);
    expect(res.body.error).toBe('invalid_input');
    expect(res.body.message).toContain(message);
  });

  it('toggles featured and sets the availability as row edits, keeping the slug', async () => {
    const [omega] = (await page('q=speedmaster')).items as (Row & { id: number; slug: string })[];
    const unfeatured = await agent.put(`/api/admin/watches/${omega.id}`).send({ featured: false }).expect(200);
    expect(unfeatured.body).toMatchObject({ featured: false, slug: omega.slug, brand: 'Omega' });
    const held = await agent.put(`/api/admin/watches/${omega.id}`).send({ availability: 'on_hold' }).expect(200);
    expect(held.body).toMatchObject({ availability: 'on_hold', featured: false });
    const bad = await agent.put(`/api/admin/watches/${omega.id}`).send({ availability: 'gone' }).expect(400);
    expect(bad.body.message).toBe('availability: Choose one of: available, on_hold, sold');
    await agent.put(`/api/admin/watches/${omega.id}`).send({ featured: 'yes' }).expect(400);
    await agent.put(`/api/admin/watches/${omega.id}`).send({ availability: null }).expect(400);
    const stats = await agent.get('/api/admin/stats').expect(200);
    expect(stats.body.watchesByAvailability).toEqual({ available: 2, on_hold: 2, sold: 1 });
    await agent.put(`/api/admin/watches/${omega.id}`).send({ featured: true }).expect(200);
    await agent.put(`/api/admin/watches/${omega.id}`).send({ availability: 'available' }).expect(200);
  });

  it('keeps a watch’s availability when the full form is saved without it, and sets it when sent', async () => {
    const [nautilus] = (await page('q=nautilus')).items as (Row & Record<string, unknown>)[];
    const { id, collectionSlug: _slug, collectionName: _name, createdAt: _created, availability: _availability, ...fields } = nautilus;
    const kept = await agent.put(`/api/admin/watches/${id}`).send(fields).expect(200);
    expect(kept.body.availability).toBe('sold');
    const changed = await agent.put(`/api/admin/watches/${id}`).send({ ...fields, availability: 'on_hold' }).expect(200);
    expect(changed.body.availability).toBe('on_hold');
    await agent.put(`/api/admin/watches/${id}`).send({ availability: 'sold' }).expect(200);
  });
});

describe('the inventory search over 10,000 watches', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const { collections } = await seedFixtures(t.database.dataSource, [[], []]);
    await t.database.dataSource.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, collection_id, slug)
       SELECT (ARRAY['Rolex', 'Omega', 'Patek Philippe', 'Cartier', 'Tudor'])[1 + n % 5], 'Model ' || n, 'REF-' || lpad(n::text, 6, '0'),
              1000 + n, 'Automatic', 'Steel', '40 mm', 'Excellent', 'Generated.', '/uploads/g.jpg', $1, 'generated-' || n
       FROM generate_series(1, 10000) AS n`,
      [collections[0].id],
    );
    // As autovacuum would after a day of trading: new rows leave the GIN index's pending list.
    await t.database.dataSource.query('VACUUM ANALYZE watches');
  });
  afterAll(() => t.close());

  it('finds a reference through the trigram index, not by reading every row', async () => {
    const { WatchesRepository } = await import('@caliber/core');
    const builder = t.app.get(WatchesRepository).inventoryQuery({ q: 'ref-004242', page: 1, pageSize: 50, sort: 'createdAt', direction: 'desc' });
    const [sql, parameters] = builder.getQueryAndParameters();
    const plan: { 'QUERY PLAN': string }[] = await t.database.dataSource.query(`EXPLAIN ${sql}`, parameters);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('Bitmap Index Scan on watches_inventory_search_idx');
    const agent = await signedInAgent(t);
    const res = await agent.get('/api/admin/watches?q=ref-004242').expect(200);
    expect(res.body.items.map((row: Row) => row.reference)).toEqual(['REF-004242']);
  });
});
