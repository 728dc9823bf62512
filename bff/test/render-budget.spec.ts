import { CATALOGUE_FILES } from '@caliber/contracts';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicCacheService } from '../src/cache/public-cache.service.js';
import { SITE_BLOCK_CLIENTS } from '../src/rate-limit/client-limits.js';
import { seedFixtures } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BUDGET = 3;

/**
 * The render budget (docs/abuse-limits.md): renders and searches no cache answered, per client address per
 * minute, counted in Redis. The clients are told apart by X-Forwarded-For, which the default TRUST_PROXY
 * (loopback) lets the test's own connection set.
 */
describe('render budget', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL: 'http://shop.caliber.test', RENDER_BUDGET_PER_MINUTE: String(BUDGET) });
    await seedFixtures(t.database.dataSource);
  });
  afterAll(() => t?.close());

  const from = (address: string, target: string) => request(t.server).get(target).set('X-Forwarded-For', address);

  it("refuses one client's new pages and searches past its budget with 429, while cached pages answer everyone", async () => {
    // Another client renders the pages the cache then keeps (once the remotes' Node builds have loaded).
    const cache = t.app.get(PublicCacheService);
    let warmer = 0;
    for (const target of ['/', '/collection/all-watches']) {
      await expect.poll(async () => (await from(`198.51.100.${(warmer += 1)}`, target).expect(200)) && cache.get(target), { timeout: 15_000 }).toBeDefined();
    }

    for (let n = 0; n < BUDGET; n += 1) await from('203.0.113.7', `/search?q=rolex+${n}`).expect(200);
    const refused = await from('203.0.113.7', '/search?q=omega').expect(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.headers['cache-control']).toBe('no-store');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.text).toContain('<h1>Too many new pages</h1>');
    expect(refused.text).toContain('You have asked for many new searches and pages in the last minute. Please try again in');
    expect(refused.text).not.toContain('<script');

    // The API's searches the cache does not hold count too, and are refused as the API refuses: JSON.
    const api = await from('203.0.113.7', '/api/watches?q=cartier').expect(429);
    expect(api.body).toMatchObject({ error: 'too_many_requests', message: expect.stringContaining('Please try again in') });
    expect(Number(api.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Cached pages are never counted: the refused client still gets them, and so does everyone else.
    for (const address of ['203.0.113.7', '192.0.2.44']) {
      for (const target of ['/', '/collection/all-watches']) await from(address, target).expect(200);
    }
    // Another client's budget is its own.
    await from('192.0.2.44', '/search?q=omega').expect(200);
    await from('192.0.2.44', '/api/watches?q=cartier').expect(200);
    // Now kept, that search answer is sent to the refused client too.
    await from('203.0.113.7', '/api/watches?q=cartier').expect(200);
  });

  it('counts each merchant feed sent, never its 304 or HEAD', async () => {
    const feed = CATALOGUE_FILES.merchantFeed;
    for (let n = 0; n < BUDGET; n += 1) await from('203.0.113.9', feed).expect(200);
    const sent = await from('203.0.113.9', feed).expect(429);
    expect(sent.body).toMatchObject({ error: 'too_many_requests', message: expect.stringContaining('Please try again in') });
    expect(Number(sent.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The feeds sent whole made its ETag known: revalidating and HEAD still answer.
    const { etag } = (await from('192.0.2.45', feed).expect(200)).headers;
    await from('203.0.113.9', feed).set('If-None-Match', etag).expect(304);
    await request(t.server).head(feed).set('X-Forwarded-For', '203.0.113.9').expect(200);
  });

  it("counts an IPv6 client by its /64 and its site's /48, which holds 16 clients' budgets", async () => {
    // Each address from another /64 of one /48: each client may render BUDGET pages, the site 16 times that.
    const client = (n: number) => `2001:db8:77:${n.toString(16)}::1`;
    for (let n = 0; n < SITE_BLOCK_CLIENTS * BUDGET; n += 1) await from(client(n), `/search?q=site+${n}`).expect(200);
    await from(client(SITE_BLOCK_CLIENTS * BUDGET), '/search?q=one+more').expect(429);
    // Another /48 is another site; within one /64 the client's own budget holds as before.
    await from('2001:db8:78::1', '/search?q=other+site').expect(200);
    for (let n = 1; n <= BUDGET; n += 1) await from(`2001:db8:79:1::${n}`, `/search?q=hop+${n}`).expect(200);
    await from('2001:db8:79:1::ffff', '/search?q=hopped').expect(429);
  });
});

/** RENDER_CONCURRENCY (docs/abuse-limits.md): renders at once from every client together, refused at once past it. */
describe('renders at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL: 'http://shop.caliber.test', RENDER_CONCURRENCY: '1' });
    await seedFixtures(t.database.dataSource);
  });
  afterAll(() => t?.close());

  it('answers new pages past the cap 503 with Retry-After, while cached pages answer 200', async () => {
    const cache = t.app.get(PublicCacheService);
    await expect.poll(async () => (await request(t.server).get('/').expect(200)) && cache.get('/'), { timeout: 15_000 }).toBeDefined();

    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, n) => request(t.server).get(`/search?q=at+once+${n}`)),
      request(t.server).get('/'),
    ]);
    const home = answers.pop()!;
    expect(home.status).toBe(200);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.text).toContain('<h1>Busy for a moment</h1>');
    expect(busy.text).not.toContain('<script');

    // The slot is given back: one page at a time renders again.
    await request(t.server).get('/search?q=afterwards').expect(200);
  });
});
