import { API, SIMILAR_WATCHES, type Watch } from '@caliber/contracts';
import { CollectionEntity, WatchEntity } from '@caliber/db';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures, type WatchFixture } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { getPage } from './support/rendered-page.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// http: an https PUBLIC_URL makes the session cookie Secure, which supertest would not send over http.
const PUBLIC_URL = 'http://shop.caliber.test';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const SUBMARINER = 'rolex-submariner-date-126610ln';
const SEAMASTER = 'omega-seamaster-300m-21030422003001';
const GMT = 'rolex-gmt-master-ii-126710blro';
const DATEJUST = 'rolex-datejust-41-126300';
const AIR_KING = 'rolex-air-king-126900';
const BLACK_BAY = 'tudor-black-bay-58-79030n';
const EXPLORER = 'rolex-explorer-224270';
const DAYTONA = 'rolex-daytona-116500ln';
const TANK = 'cartier-tank-louis-wgta0011';
const SNOWFLAKE = 'grand-seiko-snowflake-sbga211';

// Collection 1 (Luxury Timepieces) and 2 (Dress Watches); the Grand Seiko moves to a third one of its own.
const WATCHES: WatchFixture[][] = [
  [
    { brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', price: '14500.00', daysAgo: 9 },
    // Same collection, another brand: 500 away.
    { brand: 'Omega', model: 'Seamaster 300M', reference: '210.30.42.20.03.001', price: '14000.00', daysAgo: 8 },
    // Same collection, 10,500 away: the fifth, left out.
    { brand: 'Tudor', model: 'Black Bay 58', reference: '79030N', price: '4000.00', daysAgo: 7 },
    // The nearest of all, but on hold or sold.
    { brand: 'Rolex', model: 'Explorer', reference: '224270', price: '14600.00', availability: 'on_hold', daysAgo: 6 },
    { brand: 'Rolex', model: 'Daytona', reference: '116500LN', price: '14400.00', availability: 'sold', daysAgo: 6 },
  ],
  [
    // Same brand (written in capitals), another collection: 1,500 away each, the newer first.
    { brand: 'Rolex', model: 'Datejust 41', reference: '126300', price: '13000.00', daysAgo: 5 },
    { brand: 'ROLEX', model: 'GMT-Master II', reference: '126710BLRO', price: '16000.00', daysAgo: 4 },
    { brand: 'Rolex', model: 'Air-King', reference: '126900', price: '5000.00', daysAgo: 3 },
    // Neither the brand nor the collection, at the very same price.
    { brand: 'Cartier', model: 'Tank Louis', reference: 'WGTA0011', price: '14500.00', daysAgo: 2 },
    { brand: 'Grand Seiko', model: 'Snowflake', reference: 'SBGA211', price: '5800.00', daysAgo: 1 },
  ],
];

const slugs = (watches: Watch[]) => watches.map((watch) => watch.slug);

describe('similar watches', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL });
    const { watches } = await seedFixtures(t.database.dataSource, WATCHES);
    ids = Object.fromEntries(watches.map((watch) => [watch.slug, watch.id]));
    const own = await t.database.dataSource
      .getRepository(CollectionEntity)
      .save({ name: 'Spring Drive', description: 'Glide.', imageUrl: '/uploads/fixture-2.jpg', slug: 'spring-drive', displayOrder: 2 });
    await t.database.dataSource.getRepository(WatchEntity).update({ id: ids[SNOWFLAKE] }, { collectionId: own.id });
  });
  afterAll(() => t.close());

  it(`answers at most ${SIMILAR_WATCHES.limit} available watches of the same brand or collection, nearest in price first`, async () => {
    const res = await request(t.server).get(API.similarWatches(SUBMARINER)).expect(200);
    expect(slugs(res.body)).toEqual([SEAMASTER, GMT, DATEJUST, AIR_KING]);
    expect(res.body[0]).toMatchObject({ slug: SEAMASTER, brand: 'Omega', price: '14000.00', availability: 'available', collectionSlug: 'luxury-timepieces' });
  });

  it('leaves out the watch itself, watches on hold or sold, and watches of another brand and collection', async () => {
    const answered = slugs((await request(t.server).get(API.similarWatches(SUBMARINER)).expect(200)).body);
    for (const slug of [SUBMARINER, EXPLORER, DAYTONA, TANK, SNOWFLAKE, BLACK_BAY]) expect(answered).not.toContain(slug);
    // From the Cartier's side: its collection's watches, the Cartier itself left out, the Grand Seiko moved away.
    const tank = slugs((await request(t.server).get(API.similarWatches(TANK)).expect(200)).body);
    expect(tank).toEqual([GMT, DATEJUST, AIR_KING]);
  });

  it('answers [] for a watch with no peers, and 404 {error, message} for no such watch', async () => {
    expect((await request(t.server).get(API.similarWatches(SNOWFLAKE)).expect(200)).body).toEqual([]);
    const missing = await request(t.server).get(API.similarWatches('no-such-watch')).expect(404);
    expect(missing.body).toMatchObject({ error: 'not_found', message: 'No watch has the slug "no-such-watch"' });
  });

  it('is cached like the other catalogue reads and follows the catalogue’s changes', async () => {
    const first = await request(t.server).get(API.similarWatches(SUBMARINER)).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await request(t.server).get(API.similarWatches(SUBMARINER)).set('If-None-Match', first.headers.etag).expect(304);
    const agent = await signedInAgent(t);
    // The Black Bay comes within 100 of the Submariner: it is now the nearest, and the Air-King drops off.
    await agent.put(`/api/admin/watches/${ids[BLACK_BAY]}`).send({ price: '14400' }).expect(200);
    expect(slugs((await request(t.server).get(API.similarWatches(SUBMARINER)).expect(200)).body)).toEqual([BLACK_BAY, SEAMASTER, GMT, DATEJUST]);
    await agent.put(`/api/admin/watches/${ids[BLACK_BAY]}`).send({ price: '4000' }).expect(200);
  });

  it('is rendered on the watch page, under "You May Also Like", with the page’s first data and lazy photos', async () => {
    const page = await getPage(t, `/watch/${SUBMARINER}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('You May Also Like');
    const section = page.root.slice(page.root.indexOf('You May Also Like'));
    const cards = [...section.matchAll(/<article\b[\s\S]*?<\/article>/g)].map((match) => match[0]);
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => /href="\/watch\/([^"]+)"/.exec(card)?.[1])).toEqual([SEAMASTER, GMT, DATEJUST, AIR_KING]);
    for (const card of cards) expect(card).toMatch(/<img\b[^>]*loading="lazy"/);
    const state = /<script type="application\/json" id="caliber-state">([\s\S]*?)<\/script>/.exec(page.html)![1];
    expect(slugs((JSON.parse(state) as { data: Record<string, Watch[]> }).data[API.similarWatches(SUBMARINER)])).toEqual([SEAMASTER, GMT, DATEJUST, AIR_KING]);
  });

  it('leaves the section out of the page of a watch with no peers', async () => {
    const page = await getPage(t, `/watch/${SNOWFLAKE}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Snowflake');
    expect(page.text).not.toContain('You May Also Like');
  });
});
