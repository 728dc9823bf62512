import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures, type WatchFixture } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// http: an https PUBLIC_URL makes the session cookie Secure, which supertest would not send over http.
const PUBLIC_URL = 'http://shop.caliber.test';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const AVAILABLE = 'rolex-submariner-date-126610ln';
const ON_HOLD = 'omega-speedmaster-professional-31030425001001';
const SOLD = 'patek-philippe-nautilus-57111a-010';

const WATCHES: WatchFixture[][] = [
  [
    { brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', price: '14500.00', featured: true, daysAgo: 3 },
    { brand: 'Omega', model: 'Speedmaster Professional', reference: '310.30.42.50.01.001', price: '6200.00', featured: true, availability: 'on_hold', daysAgo: 1 },
    { brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-010', price: '98000.00', featured: true, availability: 'sold', daysAgo: 2 },
  ],
  [{ brand: 'Cartier', model: 'Tank Louis', reference: 'WGTA0011', price: '11800.00', daysAgo: 7 }],
];

const slugs = (watches: { slug: string }[]) => watches.map((watch) => watch.slug);
/** The page's schema.org Product (the Store comes first on every page). */
const productJsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as { '@type': string; offers: { availability: string } })
    .find((record) => record['@type'] === 'Product')!;
const rootText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a watch’s availability in the public answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL });
    await seedFixtures(t.database.dataSource, WATCHES);
  });
  afterAll(() => t.close());

  it('is in every watch answer', async () => {
    const all = await request(t.server).get('/api/watches').expect(200);
    expect(Object.fromEntries(all.body.map((watch: { slug: string; availability: string }) => [watch.slug, watch.availability]))).toEqual({
      [AVAILABLE]: 'available',
      [ON_HOLD]: 'on_hold',
      'cartier-tank-louis-wgta0011': 'available',
    });
    const sold = await request(t.server).get(`/api/watches/${SOLD}`).expect(200);
    expect(sold.body).toMatchObject({ slug: SOLD, availability: 'sold' });

    const agent = await signedInAgent(t);
    const lists: [string, { availability?: unknown }[]][] = [
      ['featured', (await request(t.server).get('/api/watches/featured').expect(200)).body],
      ['collection', (await request(t.server).get('/api/collections/luxury-timepieces').expect(200)).body.watches],
      ['search', (await request(t.server).get('/api/watches').query({ q: 'rolex' }).expect(200)).body],
      ['admin list', (await agent.get('/api/admin/watches').expect(200)).body],
      ['admin page', (await agent.get('/api/admin/watches?page=1').expect(200)).body.items],
    ];
    for (const [name, watches] of lists) {
      expect(watches.length, name).toBeGreaterThan(0);
      for (const watch of watches) expect(['available', 'on_hold', 'sold'], name).toContain(watch.availability);
    }
  });

  it('leaves a sold watch out of the all-watches, featured and collection lists, and keeps one on hold', async () => {
    const all = await request(t.server).get('/api/watches').expect(200);
    expect(slugs(all.body)).toEqual([ON_HOLD, AVAILABLE, 'cartier-tank-louis-wgta0011']);
    const featured = await request(t.server).get('/api/watches/featured').expect(200);
    expect(slugs(featured.body)).toEqual([ON_HOLD, AVAILABLE]);
    const collection = await request(t.server).get('/api/collections/luxury-timepieces').expect(200);
    expect(slugs(collection.body.watches)).toEqual([ON_HOLD, AVAILABLE]);
  });

  it('leaves a sold watch out of the search answer, whether it is found by brand, model or reference, and keeps one on hold', async () => {
    for (const q of ['patek', 'nautilus', '5711']) {
      const found = await request(t.server).get('/api/watches').query({ q }).expect(200);
      expect(slugs(found.body)).toEqual([]);
    }
    const onHold = await request(t.server).get('/api/watches').query({ q: 'speedmaster' }).expect(200);
    expect(slugs(onHold.body)).toEqual([ON_HOLD]);
  });

  it('keeps a sold watch’s page (200) with a Sold badge and an invitation to ask about similar watches', async () => {
    const res = await request(t.server).get(`/watch/${SOLD}`).expect(200);
    const text = rootText(res.text);
    expect(text).toContain('Patek Philippe Nautilus');
    expect(text).toMatch(/\bSold\b/);
    expect(text).toContain('This watch has been sold. Looking for something similar?');
    expect(res.text).not.toContain('<meta name="robots" content="noindex">');
  });

  it('shows On Hold on the watch page and on its card', async () => {
    const page = await request(t.server).get(`/watch/${ON_HOLD}`).expect(200);
    expect(rootText(page.text)).toContain('On Hold');
    const list = await request(t.server).get('/collection/all-watches').expect(200);
    expect(rootText(list.text)).toContain('On Hold');
    expect(rootText(list.text)).not.toContain('Nautilus');
  });

  it.each([
    [AVAILABLE, 'https://schema.org/InStock'],
    [ON_HOLD, 'https://schema.org/Reserved'],
    [SOLD, 'https://schema.org/SoldOut'],
  ])('gives %s the JSON-LD offer availability %s', async (slug, availability) => {
    const res = await request(t.server).get(`/watch/${slug}`).expect(200);
    expect(productJsonLd(res.text).offers.availability).toBe(availability);
  });

  it('keeps a sold watch’s page in the sitemap', async () => {
    const res = await request(t.server).get('/sitemap.xml').expect(200);
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/watch/${SOLD}</loc>`);
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/watch/${ON_HOLD}</loc>`);
  });

  it('takes a watch out of the lists the moment the operator marks it sold, and back when it is available again', async () => {
    const agent = await signedInAgent(t);
    const { body: before } = await request(t.server).get('/api/watches/featured').expect(200);
    expect(slugs(before)).toContain(AVAILABLE);
    const { body: watch } = await request(t.server).get(`/api/watches/${AVAILABLE}`).expect(200);

    const sold = await agent.put(`/api/admin/watches/${watch.id}`).send({ availability: 'sold' }).expect(200);
    expect(sold.body).toMatchObject({ availability: 'sold', slug: AVAILABLE });
    expect(slugs((await request(t.server).get('/api/watches/featured').expect(200)).body)).not.toContain(AVAILABLE);
    expect(slugs((await request(t.server).get('/api/watches').expect(200)).body)).not.toContain(AVAILABLE);
    const page = await request(t.server).get(`/watch/${AVAILABLE}`).expect(200);
    expect(productJsonLd(page.text).offers.availability).toBe('https://schema.org/SoldOut');

    await agent.put(`/api/admin/watches/${watch.id}`).send({ availability: 'available' }).expect(200);
    expect(slugs((await request(t.server).get('/api/watches/featured').expect(200)).body)).toContain(AVAILABLE);
  });
});
