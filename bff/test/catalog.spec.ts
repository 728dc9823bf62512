import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { announceCatalogueChange } from './support/catalogue-change.js';

describe('public catalogue API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await seedFixtures(t.database.dataSource);
  });
  afterAll(() => t.close());

  it('lists collections in display order', async () => {
    const res = await request(t.server).get('/api/collections').expect(200);
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual(['luxury-timepieces', 'dress-watches']);
  });

  it('lists every watch newest first, with the collection slug and name', async () => {
    const res = await request(t.server).get('/api/watches').expect(200);
    expect(res.body.map((w: { reference: string }) => w.reference)).toEqual(['310.30.42.50.01.001', '126610LN', 'WGTA0011']);
    expect(res.body[0]).toMatchObject({ collectionSlug: 'luxury-timepieces', collectionName: 'Luxury Timepieces', price: '6200.00' });
  });

  it('lists only featured watches', async () => {
    const res = await request(t.server).get('/api/watches/featured').expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.body.every((w: { featured: boolean }) => w.featured)).toBe(true);
  });

  it('answers a watch by slug, and 404 with the error shape for an unknown one', async () => {
    const res = await request(t.server).get('/api/watches/rolex-submariner-date-126610ln').expect(200);
    expect(res.body).toMatchObject({ brand: 'Rolex', reference: '126610LN', collectionSlug: 'luxury-timepieces' });
    const missing = await request(t.server).get('/api/watches/no-such-watch').expect(404);
    expect(missing.body).toEqual({ error: 'not_found', message: 'No watch has the slug "no-such-watch"', requestId: expect.any(String) });
  });

  it('answers a collection with its watches, and 404 for an unknown slug', async () => {
    const res = await request(t.server).get('/api/collections/dress-watches').expect(200);
    expect(res.body.collection).toMatchObject({ name: 'Dress Watches', slug: 'dress-watches' });
    expect(res.body.watches.map((w: { brand: string }) => w.brand)).toEqual(['Cartier']);
    await request(t.server).get('/api/collections/nope').expect(404);
  });

  it('lists testimonials', async () => {
    const res = await request(t.server).get('/api/testimonials').expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ name: 'James Whitfield', initials: 'JW', rating: 5, collectorSince: '2012' });
  });

  it('serves repeated reads from memory with an ETag, 304 on a match, and compressed bytes when asked', async () => {
    const first = await request(t.server).get('/api/watches').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toContain('must-revalidate');
    await request(t.server).get('/api/watches').set('If-None-Match', etag).expect(304);
    const gzip = await request(t.server).get('/api/watches').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(first.body);
  });

  it('shows a change once a catalogue change is announced', async () => {
    await request(t.server).get('/api/testimonials').expect(200);
    await t.database.dataSource.query(`UPDATE testimonials SET rating = 3 WHERE initials = 'JW'`);
    const stale = await request(t.server).get('/api/testimonials').expect(200);
    expect(stale.body[0].rating).toBe(5);
    await announceCatalogueChange(t, { watchIds: [], collections: false, reason: 'testimonial changed' });
    const fresh = await request(t.server).get('/api/testimonials').expect(200);
    expect(fresh.body[0].rating).toBe(3);
  });
});
