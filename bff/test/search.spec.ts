import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicCacheService } from '../src/cache/public-cache.service.js';
import { SearchIndex, searchEntryOf } from '@caliber/core/search';
import { seedFixtures } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { announceCatalogueChange } from './support/catalogue-change.js';

const refs = (body: { reference: string }[]) => body.map((watch) => watch.reference);

describe('watch search API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await seedFixtures(t.database.dataSource, [
      [
        { brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', price: '14500.00', daysAgo: 3 },
        { brand: 'Rolex', model: 'Datejust', reference: '115711', price: '7900.00', daysAgo: 2 },
        { brand: 'Omega', model: 'Speedmaster Professional', reference: '310.30.42.50.01.001', price: '6200.00', daysAgo: 1 },
        { brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-010', price: '98000.00', daysAgo: 5 },
        { brand: 'Patek Philippe', model: 'Aquanaut', reference: '5167A-001', price: '61000.00', daysAgo: 4 },
      ],
      [{ brand: 'Cartier', model: 'Tank Louis', reference: 'WGTA0011', price: '11800.00', daysAgo: 7 }],
    ]);
  });
  afterAll(() => t.close());

  const search = async (q: string, limit?: number) =>
    (await request(t.server).get('/api/watches').query(limit ? { q, limit } : { q }).expect(200)).body as { reference: string; brand: string; model: string }[];

  it('finds a reference written with or without its punctuation, that reference first', async () => {
    for (const q of ['5711', '57111a', '5711/1A', '5711-1a-010']) expect(refs(await search(q))[0]).toBe('5711/1A-010');
    // The whole reference, then one beginning with the text, then one only containing it.
    expect(refs(await search('5711'))).toEqual(['5711/1A-010', '115711']);
  });

  it('forgives a typo in a brand', async () => {
    expect(refs(await search('rolx'))).toEqual(['115711', '126610LN']);
    expect(refs(await search('omgea'))).toEqual(['310.30.42.50.01.001']);
    expect(refs(await search('Patek Philipe'))).toEqual(['5167A-001', '5711/1A-010']);
  });

  it('finds by model words as they are typed, every word required', async () => {
    expect(refs(await search('speedm'))).toEqual(['310.30.42.50.01.001']);
    expect(refs(await search('omega speedmaster'))).toEqual(['310.30.42.50.01.001']);
    expect(await search('omega nautilus')).toEqual([]);
    expect(refs(await search('na'))).toEqual(['5711/1A-010']);
  });

  it('finds the watches of a collection by its name, after those that match by their own words', async () => {
    expect(refs(await search('dress'))).toEqual(['WGTA0011']);
    expect(refs(await search('luxury')).sort()).toEqual(['115711', '126610LN', '310.30.42.50.01.001', '5167A-001', '5711/1A-010']);
  });

  it('keeps the first `limit` matches, and answers none for text without letters or digits', async () => {
    expect(refs(await search('patek', 1))).toEqual(['5167A-001']);
    expect(await search('/// --')).toEqual([]);
    const newest = await request(t.server).get('/api/watches?limit=2').expect(200);
    expect(refs(newest.body)).toEqual(['310.30.42.50.01.001', '115711']);
  });

  it('answers every watch for a blank search, as without one', async () => {
    expect(await search('   ')).toHaveLength(6);
  });

  it('refuses a search it cannot read, saying what to fix', async () => {
    const long = await request(t.server).get('/api/watches').query({ q: 'x'.repeat(101) }).expect(400);
    expect(long.body).toEqual({ error: 'invalid_input', message: 'q: Must be at most 100 characters', requestId: expect.any(String) });
    const wordy = await request(t.server).get('/api/watches').query({ q: Array.from({ length: 11 }, (_, n) => `w${n}`).join(' ') }).expect(400);
    expect(wordy.body.message).toBe('q: Must be at most 10 words');
    const twice = await request(t.server).get('/api/watches?q=a&q=b').expect(400);
    expect(twice.body.message).toBe('q: Give the search text once, as text');
    for (const limit of ['0', '49', 'ten']) {
      const bad = await request(t.server).get(`/api/watches?q=rolex&limit=${limit}`).expect(400);
      expect(bad.body.message).toBe('limit: Must be a whole number from 1 to 48');
    }
  });

  it('keeps a search under one spelling of its text, on its own shelf, until the catalogue changes', async () => {
    const cache = t.app.get(PublicCacheService);
    const list = await request(t.server).get('/api/watches').expect(200);
    const first = await request(t.server).get('/api/watches').query({ q: 'Rolex' }).expect(200);
    const { searches, entries } = cache.figures();
    for (const q of ['rolex', '  ROLEX ', 'rOlEx']) {
      const again = await request(t.server).get('/api/watches').query({ q }).expect(200);
      expect(again.headers.etag, q).toBe(first.headers.etag);
    }
    expect(cache.figures().searches.entries).toBe(searches.entries);
    expect(cache.figures().entries).toBe(entries);
    expect(cache.get('/api/watches?q=rolex')).toBeDefined();
    expect(first.headers.etag).not.toBe(list.headers.etag);

    // A catalogue change (every write announces one) empties the shelf: the next search reads the database.
    await t.database.dataSource.query(`UPDATE watches SET model = 'Explorer' WHERE reference = '115711'`);
    await announceCatalogueChange(t, { watchIds: [], collections: false, reason: 'watch changed' });
    expect(cache.figures().searches.entries).toBe(0);
    expect(refs(await search('rolex explorer'))).toEqual(['115711']);
    expect((await search('ROLEX')).find((watch) => watch.reference === '115711')).toMatchObject({ model: 'Explorer' });
  });

  it('follows each change its index hears: a watch changed, sold, deleted or added, a collection renamed', async () => {
    const data = t.database.dataSource;
    const idOf = async (reference: string) => ((await data.query('SELECT id FROM watches WHERE reference = $1', [reference])) as { id: number }[])[0].id;
    const changed = (watchIds: number[], collections = false) => announceCatalogueChange(t, { watchIds, collections, reason: 'test' });
    expect(refs(await search('aquanaut'))).toEqual(['5167A-001']);

    const aquanaut = await idOf('5167A-001');
    await data.query(`UPDATE watches SET model = 'Calatrava' WHERE id = $1`, [aquanaut]);
    await changed([aquanaut]);
    // Searches that come together after a change all wait for the one refresh it needs.
    const together = await Promise.all(['aquanaut', 'calatrava', 'Calatrava', 'CALATRAVA', ' calatrava'].map((q) => search(q)));
    expect(together.map(refs)).toEqual([[], ['5167A-001'], ['5167A-001'], ['5167A-001'], ['5167A-001']]);

    await data.query(`UPDATE watches SET availability = 'sold' WHERE id = $1`, [aquanaut]);
    await changed([aquanaut]);
    expect(await search('calatrava')).toEqual([]);

    const tank = await idOf('WGTA0011');
    await data.query('DELETE FROM watches WHERE id = $1', [tank]);
    await changed([tank]);
    expect(await search('tank')).toEqual([]);

    const [added] = (await data.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, slug, collection_id)
       SELECT 'Zenith', 'El Primero', '03.2040.400', 8100, 'Automatic', 'Steel', '42 mm', 'Excellent', 'Added.', '/uploads/z.jpg', 'zenith-el-primero', min(id)
       FROM collections RETURNING id`,
    )) as { id: number }[];
    await changed([added.id]);
    expect((await search('zenit el primero')).map((watch) => watch.model)).toEqual(['El Primero']);

    await data.query(`UPDATE collections SET name = 'Grand Complications' WHERE name = 'Luxury Timepieces'`);
    await changed([], true);
    expect(await search('luxury')).toEqual([]);
    expect((await search('complications')).length).toBeGreaterThan(0);
  });
});

describe('watch search on 10,000 watches', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const { collections } = await seedFixtures(t.database.dataSource);
    await t.database.dataSource.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, collection_id, slug)
       SELECT (ARRAY['Rolex','Omega','Patek Philippe','Audemars Piguet','Cartier','Tudor','IWC','Breitling'])[1 + i % 8],
              (ARRAY['Submariner','Speedmaster','Nautilus','Royal Oak','Santos','Black Bay','Portugieser','Navitimer'])[1 + (i / 8) % 8] || ' ' || i,
              (1000 + i % 9000)::text || '/' || (i % 7) || 'A-' || i, 1000 + i, 'Automatic', 'Steel', '40 mm', 'Excellent', 'Generated.',
              '/uploads/generated.jpg', $1, 'generated-' || i
       FROM generate_series(1, 10000) AS i`,
      [collections[0].id],
    );
    // Two watches created within one millisecond, the later one with the lower id, and brands beyond ASCII.
    await t.database.dataSource.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, collection_id, slug, created_at)
       VALUES ('Tiebreak', 'Twin One', 'TB-1', 1000, 'Automatic', 'Steel', '40 mm', 'Excellent', 'Tie.', '/uploads/t.jpg', $1, 'tiebreak-1', '2026-01-01 00:00:00.000200+00'),
              ('Tiebreak', 'Twin Two', 'TB-2', 1000, 'Automatic', 'Steel', '40 mm', 'Excellent', 'Tie.', '/uploads/t.jpg', $1, 'tiebreak-2', '2026-01-01 00:00:00.000100+00'),
              ('A. Lange & Söhne', 'Saxonia', 'LS-1', 1000, 'Manual', 'Gold', '38 mm', 'Excellent', 'Saxony.', '/uploads/l.jpg', $1, 'lange-saxonia', now()),
              ('Ωmega Études', 'Élégance', 'ΩE-1', 1000, 'Manual', 'Gold', '38 mm', 'Excellent', 'Letters.', '/uploads/o.jpg', $1, 'omega-etudes', now())`,
      [collections[0].id],
    );
    await t.database.dataSource.query('ANALYZE watches');
  }, 60_000);
  afterAll(() => t.close());

  /** The rule of `@caliber/core/search` over the listed watches and the collections as PostgreSQL holds them. */
  async function ruleOverTheDatabase(): Promise<(text: string) => number[]> {
    const data = t.database.dataSource;
    const watches: { id: number; brand: string; model: string; reference: string; collectionId: number; createdAtUs: number }[] = await data.query(
      `SELECT id, brand, model, reference, collection_id AS "collectionId", (extract(epoch FROM created_at) * 1000000)::float8 AS "createdAtUs"
       FROM watches WHERE availability <> 'sold'`,
    );
    const index = new SearchIndex(
      watches.map((watch) => searchEntryOf(watch, watch.createdAtUs)),
      await data.query('SELECT id, name FROM collections'),
    );
    return (text) => index.search(text, 48).map((position) => index.entries[position].id);
  }

  const searchIds = async (q: string) => ((await request(t.server).get('/api/watches').query({ q }).expect(200)).body as { id: number }[]).map(({ id }) => id);

  it('answers what the search rule answers over the watches PostgreSQL holds, in the same order', async () => {
    const texts = [
      'rolex', 'Rolx', 'omgea', 'Patek Philipe', 'audemars', 'audemar piguet', 'submariner', 'speedmaster 42', 'nautilus 5711',
      '5711', '57111a', '5711/1A', '1234/5A-1234', '3105', '310', '31', 'A-10', 'Royal Oak', 'royal oak 77', 'tudor black',
      'ro', 'na', 's', '7', 'cartier santos', 'IWC', 'iwc portugieser 1', 'breitlin', 'navitimer', 'luxury', 'dress watch',
      'sport', 'rolex omega', '///', 'zzzz', 'Jaeger-LeCoultre', 'pateck', 'ömega', 'black bay 9999', '9999/', '10000',
      'tiebreak', 'twin', 'söhne', 'SÖHNE', 'lange söhne', 'a lange', 'sohne', 'saxonia', 'İWC', 'Ωmega', 'études', 'elegance', 'ΩE-1',
    ];
    const rule = await ruleOverTheDatabase();
    for (const text of texts) expect(await searchIds(text), text).toEqual(rule(text));
  });

  it('orders watches created within one millisecond by their microseconds, and reads letters beyond ASCII, letter case and accents aside', async () => {
    const references = async (q: string) => refs((await request(t.server).get('/api/watches').query({ q }).expect(200)).body);
    expect(await references('tiebreak')).toEqual(['TB-1', 'TB-2']);
    for (const q of ['söhne', 'SÖHNE', 'sohne', 'lange söhne']) expect(await references(q), q).toEqual(['LS-1']);
    for (const q of ['études', 'ELEGANCE', 'ΩE-1', 'ωe1']) expect(await references(q), q).toEqual(['ΩE-1']);
    // One letter from Omega: its watches too, after the newer one.
    for (const q of ['Ωmega', 'ωMEGA']) expect((await references(q))[0], q).toBe('ΩE-1');
    const iwc = (await request(t.server).get('/api/watches').query({ q: 'İWC' }).expect(200)).body as { brand: string }[];
    expect(iwc).toHaveLength(48);
    expect(iwc.every(({ brand }) => brand === 'IWC')).toBe(true);
  });

  it('answers the best matches first', async () => {
    const res = await request(t.server).get('/api/watches').query({ q: '5711/0A-4711' }).expect(200);
    expect(res.body[0].reference).toBe('5711/0A-4711');
    expect(res.body).toHaveLength(1);
    const typo = await request(t.server).get('/api/watches').query({ q: 'omgea speedmaster' }).expect(200);
    expect(typo.body).toHaveLength(48);
    expect(typo.body.every((watch: { brand: string; model: string }) => watch.brand === 'Omega' && watch.model.startsWith('Speedmaster'))).toBe(true);
  });
});
