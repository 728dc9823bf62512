import { API, compressJobId, JOBS } from '@caliber/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicCacheService } from '../src/cache/public-cache.service.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { ServerRendererService } from '../src/site/server-renderer.service.js';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The public cache cannot be turned against the server (docs/server-rendering.md, "Caching"): other
 * spellings of a route mint no entries, unknown paths share one rendered 404, the cache is bounded by
 * bytes, and static files are sent as the build compressed them.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC_URL = 'http://shop.caliber.test';
const ROLEX = 'rolex-submariner-date-126610ln';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the target exactly as given, absolute form included (`GET http://h1.example/api/watches`). */
function rawRequest(t: TestApp, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Counts the calls of `object[method]` from here on; the real method still runs. */
function countCalls<T extends object, K extends keyof T>(object: T, method: K): { readonly count: number } {
  const original = (object[method] as (...args: unknown[]) => unknown).bind(object);
  const counter = { count: 0 };
  object[method] = ((...args: unknown[]) => {
    counter.count += 1;
    return original(...args);
  }) as T[K];
  return counter;
}

/** Counts the server renders from here on (the real renderer still renders). */
const countRenders = (t: TestApp) => countCalls(t.app.get(ServerRendererService), 'render');

/** Counts the answers compressed from here on, kept in the cache or not. */
const countComposes = (cache: PublicCacheService) => countCalls(cache, 'compose');

describe('the public cache under other spellings', () => {
  let t: TestApp;
  let cache: PublicCacheService;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL });
    await seedFixtures(t.database.dataSource);
    cache = t.app.get(PublicCacheService);
  });
  afterAll(() => t?.close());

  it('answers an absolute-form target by its path alone: a new host each time adds no entry', async () => {
    const plain = await rawRequest(t, '/api/watches');
    expect(plain.status).toBe(200);
    const entries = cache.figures().entries;
    for (let n = 0; n < 40; n += 1) {
      const answer = await rawRequest(t, `http://h${n}.example/api/watches`, { Host: `h${n}.example` });
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(answer.body.equals(plain.body)).toBe(true);
    }
    expect(cache.figures().entries).toBe(entries);
  });

  it('routes by one spelling: other letter cases and a trailing slash are 404, and mint no entries', async () => {
    await rawRequest(t, '/api/watches');
    // The not-found page reads the layout's data (the collections) into the cache once.
    await rawRequest(t, '/no-such-page');
    const entries = cache.figures().entries;
    for (const target of ['/api/Watches', '/api/watches/', `/api/WATCHES/${ROLEX}`, '/api/collections/']) {
      const res = await request(t.server).get(target);
      expect(res.status, target).toBe(404);
      expect(res.body, target).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    for (const target of ['/aPi/WatChes', '/API/watches', '/ABOUT', '/Watch/' + ROLEX, '/http:/h1.example/api/watches']) {
      expect((await rawRequest(t, target)).status, target).toBe(404);
    }
    expect(cache.figures().entries).toBe(entries);
  });

  it('answers an API path spelled in capitals at the front door, in the error shape; escapes and queries are not the path', async () => {
    for (const target of ['/aPi/WatChes', '/API/watches', '/api/WatchES?limit=6', `/api/WATCHES/${ROLEX}`, '/api/admin/Jobs/x']) {
      const res = await rawRequest(t, target);
      expect(res.status, target).toBe(404);
      expect(JSON.parse(res.body.toString()), target).toEqual({
        error: 'not_found',
        message: `No API route at ${target.split('?')[0]}: API paths are written in lower case`,
        requestId: res.headers['x-request-id'],
      });
      expect(res.headers['content-security-policy'], target).toBeDefined();
    }
    expect((await rawRequest(t, `/api/watches/rolex%2Dsubmariner-date-126610ln`)).status).toBe(200);
    expect((await rawRequest(t, '/api/watches?q=Rolex')).status).toBe(200);
    const page = await rawRequest(t, '/apiary');
    expect([page.status, page.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  });

  it('leaves a parameter holding capitals to its route: an upload\'s compress job is followed by its id', async () => {
    const id = compressJobId('Dial8xQzK2mW');
    await t.app.get(JobsService).enqueue(JOBS.compressUpload, { uploadId: 'Dial8xQzK2mW' }, { jobId: id });
    const agent = await signedInAgent(t);
    const status = await agent.get(API.admin.job(id)).expect(200);
    expect(status.body).toMatchObject({ id: 'images-compress-Dial8xQzK2mW', name: JOBS.compressUpload });
    // A slug is lower case: a capital one is simply no watch, answered by the route.
    const watch = await rawRequest(t, `/api/watches/${ROLEX.toUpperCase()}`);
    expect(watch.status).toBe(404);
    expect(JSON.parse(watch.body.toString()).message).not.toMatch(/lower case/);
  });

  it('keeps one entry per watch whatever its percent-encoding', async () => {
    const canonical = await rawRequest(t, `/api/watches/${ROLEX}`);
    const entries = cache.figures().entries;
    const encoded = await rawRequest(t, `/api/watches/%72olex-submariner-date-126610ln`);
    expect(encoded.status).toBe(200);
    expect(encoded.body.equals(canonical.body)).toBe(true);
    const page = await rawRequest(t, `/watch/${ROLEX}`);
    const pageEntries = cache.figures().entries;
    expect(pageEntries).toBeGreaterThan(entries);
    const encodedPage = await rawRequest(t, `/watch/%72olex-submariner-date-126610ln`);
    expect(encodedPage.status).toBe(200);
    expect(encodedPage.headers.etag).toBe(page.headers.etag);
    expect(cache.figures().entries).toBe(pageEntries);
  });

  it('keeps one entry per limit whatever its spelling, and none for a limit the API refuses', async () => {
    const canonical = await rawRequest(t, '/api/watches?limit=2');
    expect(canonical.status).toBe(200);
    const whole = await rawRequest(t, '/api/watches');
    const entries = cache.figures().entries;
    for (const spelling of ['02', '2.0', '2.00', '%202', '0002']) {
      const answer = await rawRequest(t, `/api/watches?limit=${spelling}`);
      expect(answer.status, spelling).toBe(200);
      expect(answer.headers.etag, spelling).toBe(canonical.headers.etag);
    }
    for (const refused of ['0', '2.5', '-2', '49', 'two', '1e1']) expect((await rawRequest(t, `/api/watches?limit=${refused}`)).status, refused).toBe(400);
    // A blank limit is no limit: the whole list's entry.
    expect((await rawRequest(t, '/api/watches?limit=')).headers.etag).toBe(whole.headers.etag);
    expect(cache.figures().entries).toBe(entries);
    expect(cache.get('/api/watches?limit=2')).toBeDefined();
  });

  it('sends a page with a trailing slash to its one address, the query kept', async () => {
    const res = await rawRequest(t, '/about/?utm_source=mail');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/about?utm_source=mail');
    // Never to another host.
    expect((await rawRequest(t, '//evil.example/')).status).toBe(404);
  });

  it('renders the not-found page once per catalogue change, the same bytes for every unknown path', async () => {
    const renders = countRenders(t);
    const entries = cache.figures().entries;
    const first = await rawRequest(t, '/no-such-page');
    expect(first.status).toBe(404);
    expect(first.body.toString('utf8')).toContain('404 Page Not Found');
    for (const target of ['/another-missing-page', '/ABOUT', '/Collections', '/a/b/c', '/about/x']) {
      const answer = await rawRequest(t, target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers.etag, target).toBe(first.headers.etag);
      expect(answer.body.equals(first.body), target).toBe(true);
    }
    expect(renders.count).toBeLessThanOrEqual(1);
    expect(cache.figures().entries).toBe(entries);

    // A missing watch says so, whatever the slug, from one render of its screen.
    const missing = [await rawRequest(t, '/watch/no-such-watch'), await rawRequest(t, '/watch/another-missing-watch')];
    for (const answer of missing) {
      expect(answer.status).toBe(404);
      expect(answer.body.toString('utf8')).toContain('Watch Not Found');
    }
    expect(missing[1].headers.etag).toBe(missing[0].headers.etag);
    expect(renders.count).toBeLessThanOrEqual(2);
    expect(cache.figures().entries).toBe(entries);

    // A catalogue change renders it again (its header lists the collections).
    const agent = await signedInAgent(t);
    await agent.post('/api/admin/collections').send({ name: 'Pilot Watches', description: 'For aviators.', imageUrl: '/uploads/p.jpg', slug: 'pilot-watches' }).expect(201);
    const after = await rawRequest(t, '/no-such-page');
    expect(after.status).toBe(404);
    expect(after.body.toString('utf8')).toContain('Pilot Watches');
  });

  it('builds the page of a missing watch or collection once per catalogue change, whatever the slug', async () => {
    const composed = countComposes(cache);
    for (const [kind, heading] of [['watch', 'Watch Not Found'], ['collection', 'Collection Not Found']]) {
      const first = await rawRequest(t, `/${kind}/first-missing-${kind}`, { 'Accept-Encoding': 'br' });
      expect([first.status, first.headers['content-encoding']]).toEqual([404, 'br']);
      expect(brotliDecompressSync(first.body).toString('utf8')).toContain(heading);
      const built = composed.count;
      for (let n = 0; n < 20; n += 1) {
        const answer = await rawRequest(t, `/${kind}/missing-${kind}-${n}`, { 'Accept-Encoding': 'br' });
        expect(answer.status).toBe(404);
        expect(answer.headers.etag).toBe(first.headers.etag);
        // The page names no slug: which read was missing, the browser finds from its address.
        expect(answer.body.equals(first.body)).toBe(true);
      }
      expect(composed.count, kind).toBe(built);
    }
  });

  it('builds /sitemap.xml and /robots.txt once per catalogue change and answers them from the cache', async () => {
    const sitemap = await rawRequest(t, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(cache.get('/sitemap.xml')?.body.equals(sitemap.body)).toBe(true);
    expect((await rawRequest(t, '/sitemap.xml', { 'If-None-Match': sitemap.headers.etag! })).status).toBe(304);
    const robots = await rawRequest(t, '/robots.txt');
    expect(robots.body.toString('utf8')).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(cache.get('/robots.txt')?.body.equals(robots.body)).toBe(true);

    const agent = await signedInAgent(t);
    await agent.post('/api/admin/collections').send({ name: 'Diver Watches', description: 'For the sea.', imageUrl: '/uploads/d.jpg', slug: 'diver-watches' }).expect(201);
    expect(cache.get('/sitemap.xml')).toBeUndefined();
    const fresh = await rawRequest(t, '/sitemap.xml');
    expect(fresh.body.toString('utf8')).toContain(`${PUBLIC_URL}/collection/diver-watches`);
  });

  it('sends static files as the build compressed them, brotli and gzip', async () => {
    const dist = path.join(REPO_ROOT, 'shell', 'dist');
    const main = readdirSync(dist).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
    const br = await rawRequest(t, `/${main}`, { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(readFileSync(path.join(dist, `${main}.br`)))).toBe(true);
    const gzip = await rawRequest(t, `/${main}`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(path.join(dist, `${main}.gz`)))).toBe(true);
    // The compressed copies are not files of their own.
    expect((await rawRequest(t, `/${main}.br`)).status).toBe(404);
  });
});

describe('the public cache bound', () => {
  const MAX_BYTES = 120_000;
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL, PUBLIC_CACHE_MAX_BYTES: String(MAX_BYTES) });
    await seedFixtures(t.database.dataSource);
  });
  afterAll(() => t?.close());

  it('holds at most PUBLIC_CACHE_MAX_BYTES, letting the least recently read go first', async () => {
    const cache = t.app.get(PublicCacheService);
    const targets = ['/', '/collections', '/about', '/contact', '/trade-in', '/privacy-policy', '/customer-service', `/watch/${ROLEX}`];
    for (const target of targets) {
      expect((await rawRequest(t, target)).status, target).toBe(200);
      // The home page stays in use, so it stays.
      await rawRequest(t, '/');
      expect(cache.figures().bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
    expect(cache.figures()).toMatchObject({ maxBytes: MAX_BYTES });
    expect(cache.get('/')).toBeDefined();
    expect(cache.get('/collections')).toBeUndefined();
    // Every answer is still right, kept or not.
    expect((await rawRequest(t, '/collections')).body.toString('utf8')).toContain('Luxury Timepieces');
    const health = await request(t.server).get('/api/health').expect(200);
    expect(health.body.publicCache).toEqual(cache.figures());
  });
});

describe('a public cache of no bytes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL, PUBLIC_CACHE_MAX_BYTES: '0', SEARCH_CACHE_MAX_BYTES: '0' });
    await seedFixtures(t.database.dataSource);
  });
  afterAll(() => t?.close());

  it('keeps nothing and answers every read all the same', async () => {
    const cache = t.app.get(PublicCacheService);
    for (const target of ['/', '/collections', '/api/watches', '/api/watches?q=rolex']) {
      expect((await rawRequest(t, target)).status, target).toBe(200);
    }
    expect(cache.figures()).toEqual({ entries: 0, bytes: 0, maxBytes: 0, searches: { entries: 0, bytes: 0, maxBytes: 0 } });
    expect((await rawRequest(t, '/collections')).body.toString('utf8')).toContain('Luxury Timepieces');
  });
});

describe('the searches shelf', () => {
  const SEARCH_MAX_BYTES = 12_000;
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL, SEARCH_CACHE_MAX_BYTES: String(SEARCH_MAX_BYTES) });
    await seedFixtures(t.database.dataSource);
  });
  afterAll(() => t?.close());

  it('holds searches within SEARCH_CACHE_MAX_BYTES, and a flood of texts leaves the catalogue\'s entries where they were', async () => {
    const cache = t.app.get(PublicCacheService);
    for (const target of ['/api/watches', '/api/collections', `/api/watches/${ROLEX}`]) await rawRequest(t, target);
    const catalogue = cache.figures();
    for (let n = 0; n < 60; n += 1) {
      expect((await rawRequest(t, `/api/watches?q=${n % 2 ? 'rolex' : 'omega'}+${n}`)).status).toBe(200);
      expect(cache.figures().searches.bytes).toBeLessThanOrEqual(SEARCH_MAX_BYTES);
    }
    expect(cache.figures().searches).toMatchObject({ maxBytes: SEARCH_MAX_BYTES, entries: expect.any(Number) });
    expect(cache.figures().searches.entries).toBeGreaterThan(0);
    expect(cache.figures()).toMatchObject({ entries: catalogue.entries, bytes: catalogue.bytes });
    expect(cache.get('/api/watches')).toBeDefined();
    // The latest search is kept, the first long gone.
    expect(cache.get('/api/watches?q=rolex+59')).toBeDefined();
    expect(cache.get('/api/watches?q=omega+0')).toBeUndefined();
  });
});
