import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_SOURCES } from '../src/site/inline-scripts.js';
import { seedFixtures } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Browser security headers on every answer, whoever writes it (docs/security-headers.md). */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The policy's directives by name: `{'script-src': ["'self'", ...]}`. */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, 'a Content-Security-Policy').toBeDefined();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = directives(headers['content-security-policy']);
  expect(csp['script-src'], what).toContain("'self'");
  expect(csp['script-src'], what).not.toContain("'unsafe-inline'");
  expect(csp['script-src'], what).not.toContain("'unsafe-eval'");
  expect(csp['default-src'], what).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('security headers over http', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL: 'http://shop.caliber.test' });
    await seedFixtures(t.database.dataSource);
  });
  afterAll(() => t?.close());

  it('are on every kind of answer: API, cache hits, 304, pages, 404s, errors, files, the API reader', async () => {
    const main = readdirSync(path.join(REPO_ROOT, 'shell', 'dist')).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
    const miss = await request(t.server).get('/api/collections').expect(200);
    const hit = await request(t.server).get('/api/collections').expect(200);
    const answers: [string, request.Response][] = [
      ['API read, from the application', miss],
      ['API read, from the cache fast path', hit],
      ['304 from the cache', await request(t.server).get('/api/collections').set('If-None-Match', hit.headers.etag).expect(304)],
      ['rendered page', await request(t.server).get('/').expect(200)],
      ['rendered page, cached', await request(t.server).get('/').expect(200)],
      ['not-found page', await request(t.server).get('/no-such-page').expect(404)],
      ['API 404', await request(t.server).get('/api/no-such-route').expect(404)],
      ['bad input', await request(t.server).post('/api/subscriptions').send({ email: 'not an address' }).expect(400)],
      ['unauthorised', await request(t.server).get('/api/admin/watches').expect(401)],
      ['static file', await request(t.server).get(`/${main}`).expect(200)],
      ['remote entry', await request(t.server).get('/remotes/catalog/remoteEntry.js').expect(200)],
      ['upload', await request(t.server).get('/uploads/no-such-file.jpg').expect(404)],
      ['robots.txt', await request(t.server).get('/robots.txt').expect(200)],
      ['runtime config', await request(t.server).get('/runtime-config.json').expect(200)],
      ['API reader', await request(t.server).get('/api/docs').expect(200)],
      ['API reader script', await request(t.server).get('/api/docs/assets/reader.js').expect(200)],
      ['trailing-slash redirect', await request(t.server).get('/about/').expect(301)],
    ];
    for (const [what, res] of answers) {
      expectSecurityHeaders(res.headers as Record<string, string>, what);
      expect(res.headers['strict-transport-security'], `${what}: no HSTS over http`).toBeUndefined();
    }
  });

  it('lets the storefront load only what it uses: its own files and styles, pictures from https hosts, no analytics when off', async () => {
    const res = await request(t.server).get('/').expect(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", ...INLINE_SCRIPT_SOURCES]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('allows by their hashes the two inline scripts a page carries, the web fonts switch and the boot script', async () => {
    const res = await request(t.server).get('/').expect(200);
    const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
    expect(inline).toHaveLength(2);
    for (const script of inline) {
      const source = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
      expect(directives(res.headers['content-security-policy'])['script-src']).toContain(source);
    }
  });
});

describe('security headers over https, with analytics and a remote on a CDN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: 'https://shop.caliber.test',
      SESSION_SECRET: 'a session secret for tests only, 32 bytes or more',
      ANALYTICS_ID: 'G-TEST12345',
      REMOTE_CATALOG_URL: 'https://cdn.caliber.test/catalog/remoteEntry.js',
    });
  });
  afterAll(() => t?.close());

  it('adds HSTS and allows the analytics hosts, and no remote host: browsers load remote code from this site', async () => {
    const miss = await request(t.server).get('/api/collections').expect(200);
    const hit = await request(t.server).get('/api/collections').expect(200);
    for (const res of [miss, hit, await request(t.server).get('/api/health')]) {
      expectSecurityHeaders(res.headers as Record<string, string>, 'https');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const csp = directives(hit.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.googletagmanager.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    for (const directive of ['script-src', 'style-src', 'font-src', 'connect-src']) expect(csp[directive], directive).not.toContain('https://cdn.caliber.test');
  });
});

describe('the HTTP server against slow clients', () => {
  it('bounds headers, whole requests, idle connections and their number, as configured', async () => {
    const t = await startTestApp({ HTTP_HEADERS_TIMEOUT_MS: '8000', HTTP_REQUEST_TIMEOUT_MS: '20000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '3000', HTTP_MAX_CONNECTIONS: '500' });
    try {
      expect(t.server).toMatchObject({ headersTimeout: 8000, requestTimeout: 20_000, keepAliveTimeout: 3000, maxConnections: 500 });
    } finally {
      await t.close();
    }
  });

  it('keeps a headers limit within the request limit, which Node asks for', async () => {
    const t = await startTestApp({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' });
    try {
      expect(t.server).toMatchObject({ headersTimeout: 30_000, requestTimeout: 30_000 });
    } finally {
      await t.close();
    }
  });
});
