import { WatchesRepository } from '@caliber/core';
import { DEPLOY_MANIFEST_FILE, missingReadPaths, PAGES, type DeployManifest } from '@caliber/contracts';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicCacheService } from '../src/cache/public-cache.service.js';
import { BOOT_SCRIPT, WEB_FONTS_SCRIPT } from '../src/site/inline-scripts.js';
import { seedFixtures } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { decodeEntities, getPage, jsonLd, parsePage, remoteEntries, type Page } from './support/rendered-page.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The BFF's server rendering, over HTTP, against the built front-ends (shell/dist with its Node build
 * in shell/dist/server, mfe-*\/dist with theirs in dist/server). The app listens on a real port
 * (startTestApp calls app.listen), because the shell's Node build fetches each remote's Node entry
 * from the BFF's own address.
 */

// http: an https PUBLIC_URL makes the session cookie Secure, which supertest would not send over http.
const PUBLIC_URL = 'http://shop.caliber.test';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const ROLEX = 'rolex-submariner-date-126610ln';
const OMEGA = 'omega-speedmaster-professional-31030425001001';
const CARTIER = 'cartier-tank-louis-wgta0011';

/** The bytes on the wire, not decompressed (supertest decompresses gzip by itself). */
function rawGet(t: TestApp, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${t.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const title = (page: Page) => decodeEntities(/<title>([^<]*)<\/title>/.exec(page.head)?.[1] ?? '');
const description = (page: Page) => decodeEntities(/<meta name="description" content="([^"]*)">/.exec(page.head)?.[1] ?? '');
const canonical = (page: Page) => /<link rel="canonical" href="([^"]*)">/.exec(page.head)?.[1];
const noindex = (page: Page) => page.head.includes('<meta name="robots" content="noindex">');

function pageState(page: Page): { config: { publicUrl: string; remotes: Record<string, string> }; data: Record<string, unknown>; notFound?: true } {
  const match = /<script type="application\/json" id="caliber-state">([\s\S]*?)<\/script>/.exec(page.html);
  expect(match, 'the page state script').not.toBeNull();
  return JSON.parse(match![1]);
}

/** The page's Product records (every page also states the Store, see business-details.spec.ts). */
const products = (page: Page) => jsonLd(page).filter((record) => record['@type'] === 'Product');

/** Every <script> either loads a file or carries data; no inline code runs but the two hashed scripts. */
function expectNoInlineCode(page: Page) {
  const scripts = [...page.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [tag, attributes, body] of scripts) {
    const dataType = /\btype="application\/(?:ld\+)?json"/.test(attributes!);
    expect(dataType || [BOOT_SCRIPT, WEB_FONTS_SCRIPT].includes(body!), `inline script ${tag.slice(0, 80)}`).toBe(true);
  }
  expect(page.html).not.toContain('<!--$?-->');
  expect(page.html).not.toContain('<!--$!-->');
  expect(page.html).not.toContain('$RC(');
  expect(page.html).not.toContain('$RS(');
  expect(page.html).not.toMatch(/<template\b/);
}

interface PublicRoute {
  path: string;
  title: string;
  description: string;
  /** Texts that must be in the rendered #root. */
  content: string[];
}

const INDEXED_ROUTES: PublicRoute[] = [
  {
    path: '/',
    title: 'Caliber | Pre-owned Luxury Watches',
    description:
      'Authenticated pre-owned luxury watches from Rolex, Patek Philippe, Omega, Cartier and more, each with a lifetime authenticity guarantee.',
    content: [
      'Exceptional Timepieces for Discerning Collectors',
      'Curated Collections',
      'Luxury Timepieces chosen by our specialists.',
      'Featured Timepieces',
      'Rolex Submariner Date Ref. 126610LN $14,500',
      'Omega Speedmaster Professional Ref. 310.30.42.50.01.001 $6,200',
      'James Whitfield',
      'Exactly as described.',
    ],
  },
  {
    path: '/collections',
    title: 'Our Watch Collections | Caliber',
    description: 'Browse our collections of authenticated pre-owned luxury watches.',
    content: ['Our Watch Collections', 'Luxury Timepieces Luxury Timepieces chosen by our specialists.', 'Dress Watches Dress Watches chosen by our specialists.'],
  },
  {
    path: '/collection/all-watches',
    title: 'All Watches | Caliber',
    description: 'Browse our collections of authenticated pre-owned luxury watches.',
    content: [
      'Collection All Watches',
      'Every watch in our inventory, authenticated by our specialists and ready to ship.',
      'Showing 3 watches',
      'Omega Speedmaster Professional Ref. 310.30.42.50.01.001 $6,200',
      'Rolex Submariner Date Ref. 126610LN $14,500',
      'Cartier Tank Louis Ref. WGTA0011 $11,800',
    ],
  },
  {
    path: '/collection/dress-watches',
    title: 'Dress Watches | Caliber',
    description: 'Dress Watches chosen by our specialists.',
    content: ['Collection Dress Watches', 'Dress Watches chosen by our specialists.', 'Showing 1 watches', 'Cartier Tank Louis Ref. WGTA0011 $11,800'],
  },
  {
    path: `/watch/${ROLEX}`,
    title: 'Rolex Submariner Date Ref. 126610LN | Caliber',
    description: 'Full set, serviced.',
    content: [
      'Rolex Submariner Date Ref. 126610LN $14,500 Full set, serviced.',
      'Movement Automatic Case Stainless Steel Diameter 40 mm Condition Excellent Year 2019 Reference 126610LN',
      // The inquiry form comes from the forms remote, rendered on the server inside the catalog's page.
      'Name * Email * Phone Message * Send Inquiry',
    ],
  },
  {
    path: '/about',
    title: 'About Caliber | Luxury Watches Since 2020',
    description: 'Selling luxury watches since 2020: expert authentication and a lifetime authenticity guarantee.',
    content: ['About Caliber', 'Our Story', 'How We Began', 'Expert Authentication', 'A Lifetime Authenticity Guarantee', 'Buying, Selling and Trading'],
  },
  {
    path: '/contact',
    title: 'Contact | Caliber',
    description: 'Write to our specialists or call us, Mon-Fri 10am-7pm CST.',
    content: ['Contact Us', 'Send a Message', 'Name * Email * Phone Message * Send Message', 'concierge@caliberwatches.com'],
  },
  {
    path: '/trade-in',
    title: 'Trade-In Your Watch | Caliber',
    description: 'Trade up to your dream watch: a competitive offer within 24 hours from our specialists.',
    content: [
      'Trade-In & Consignment',
      'Trade Up to Your Dream Watch',
      'Get Your Trade-In Quote',
      'Your Current Watch Brand * Model * Year Original Box',
      "What You're Looking For Desired Watch",
      'Contact Information Full Name * Email * Phone Additional Notes',
      'Get My Trade-In Quote',
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | Caliber',
    description: 'How Caliber collects, uses and protects your information.',
    content: ['Legal Privacy Policy', '1. Information We Collect', '6. Your Rights', '11. Contact Us'],
  },
  {
    path: '/customer-service',
    title: 'Customer Service | Caliber',
    description: 'Shipping, returns, payment and authentication: how buying from Caliber works.',
    content: ['Help Customer Service', 'Shipping Rates, delivery times and insured delivery.', 'Frequently Asked Questions', 'How can I track my order?'],
  },
  {
    path: '/customer-service/shipping',
    title: 'Shipping | Caliber',
    description: 'Free insured standard shipping over $10,000; express delivery in 1-2 business days.',
    content: ['Shipping Information', 'Standard Shipping', 'Express Shipping', 'Processing Times', 'Insurance and Delivery'],
  },
  {
    path: '/customer-service/returns',
    title: 'Returns | Caliber',
    description: 'A 30-day return window, with no restocking fee within 14 days.',
    content: ['Returns & Exchanges', 'Return Window', 'Restocking Fees', 'How to Return a Watch', 'Refunds'],
  },
  {
    path: '/customer-service/payment',
    title: 'Payment | Caliber',
    description: 'Wire transfer, cryptocurrency with a 2% discount, and 0% APR financing.',
    content: ['Payment Options', 'Bank Wire Transfer', 'Credit and Debit Cards', 'Cryptocurrency', 'Financing', 'Verification'],
  },
  {
    path: '/customer-service/authentication',
    title: 'Authentication | Caliber',
    description: 'Our 7-step authentication process, backed by a lifetime authenticity guarantee.',
    content: ['Authentication Process', '1 Documentation review', '7 Final review and certification', 'Lifetime Authenticity Guarantee'],
  },
];

const NOT_FOUND_PATHS = ['/no-such-page', '/watch/no-such-watch', '/collection/no-such-collection'];

describe('server-rendered pages', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL });
    await seedFixtures(t.database.dataSource);
    agent = await signedInAgent(t);
  });
  afterAll(() => t.close());

  describe.each(INDEXED_ROUTES)('$path', (route) => {
    it('answers 200 with its content rendered inside #root', async () => {
      const page = await getPage(t, route.path);
      expect(page.status).toBe(200);
      // The layout (header and footer) is rendered around every page.
      expect(page.text).toContain('Skip to content');
      expect(page.text).toContain('All rights reserved.');
      for (const text of route.content) expect(page.text).toContain(text);
      expect(page.text).not.toMatch(/Loading watch|404 Page Not Found|could not be loaded|unavailable/);
      // styled-components' styles for that markup are in the head.
      expect(page.head).toMatch(/<style data-styled="true"/);
    });

    it('has its title, description and canonical link, and no inline code or streaming markers', async () => {
      const page = await getPage(t, route.path);
      expect(title(page)).toBe(route.title);
      expect(description(page)).toBe(route.description);
      expect(canonical(page)).toBe(`${PUBLIC_URL}${route.path}`);
      expect(noindex(page)).toBe(false);
      expectNoInlineCode(page);
      const state = pageState(page);
      expect(state.config.publicUrl).toBe(PUBLIC_URL);
      // The header's collection menu data is on every page.
      expect(Object.keys(state.data)).toContain('/api/collections');
    });
  });

  it('gives the watch page a Product JSON-LD and the watch as first data', async () => {
    const page = await getPage(t, `/watch/${ROLEX}`);
    const [product, ...rest] = products(page);
    expect(rest).toEqual([]);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rolex Submariner Date',
      brand: { '@type': 'Brand', name: 'Rolex' },
      mpn: '126610LN',
      description: 'Full set, serviced.',
      offers: { '@type': 'Offer', price: '14500.00', priceCurrency: 'USD', seller: { '@id': `${PUBLIC_URL}/#store` } },
    });
    expect(pageState(page).data[`/api/watches/${ROLEX}`]).toMatchObject({ brand: 'Rolex', reference: '126610LN', price: '14500.00' });
    expect(page.head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/fixture-watch.jpg">`);
    // Only the watch page describes a product.
    expect(products(await getPage(t, '/collection/all-watches'))).toEqual([]);
  });

  it('reads the watch of a watch page once, for the watch and for its similar watches', async () => {
    t.app.get(PublicCacheService).clear();
    const reads = vi.spyOn(t.app.get(WatchesRepository), 'findBySlug');
    try {
      const page = await getPage(t, `/watch/${OMEGA}`);
      expect(page.status).toBe(200);
      expect(Object.keys(pageState(page).data)).toEqual(expect.arrayContaining([`/api/watches/${OMEGA}`, `/api/watches/${OMEGA}/similar`]));
      expect(reads.mock.calls).toEqual([[OMEGA]]);
    } finally {
      reads.mockRestore();
    }
  });

  describe.each(NOT_FOUND_PATHS)('%s', (pathname) => {
    it('answers 404 with the not-found title, noindex and no canonical link', async () => {
      const page = await getPage(t, pathname);
      expect(page.status).toBe(404);
      expect(title(page)).toBe('Page Not Found | Caliber');
      expect(description(page)).toBe('This page does not exist.');
      expect(noindex(page)).toBe(true);
      expect(canonical(page)).toBeUndefined();
      expect(products(page)).toEqual([]);
      expectNoInlineCode(page);
      // The layout is still rendered around it.
      expect(page.text).toContain('Skip to content');
    });
  });

  it('renders the 404 screen inside #root for an unknown path', async () => {
    const page = await getPage(t, '/no-such-page');
    expect(page.status).toBe(404);
    expect(page.text).toContain('404 Page Not Found');
    expect(page.text).toContain('Back to the home page');
  });

  // The page state says the record is missing, and the browser finds which read from its address, so
  // server and browser both show the page's own not-found screen (not its loading skeleton); the state
  // names no slug, so the page is the same for every one.
  it.each([
    // The watch's similar watches are missing with it (docs/storefront.md, You May Also Like).
    ['/watch/no-such-watch', 'Watch Not Found', ['/api/watches/no-such-watch', '/api/watches/no-such-watch/similar']],
    ['/collection/no-such-collection', 'Collection Not Found', ['/api/watch-cards?collection=no-such-collection&offset=0&limit=24']],
  ])('renders the not-found screen inside #root for %s', async (pathname, heading, apiPaths) => {
    const page = await getPage(t, pathname);
    expect(page.status).toBe(404);
    expect(page.text).not.toMatch(/Loading watch/);
    expect(page.text).toContain(heading);
    const state = pageState(page);
    expect(state.notFound).toBe(true);
    for (const apiPath of apiPaths) expect(page.html).not.toContain(apiPath);
    expect(missingReadPaths(pathname, '', state.data)).toEqual(apiPaths);
  });

  it('escapes user text: markup in a watch is shown as text, never as tags', async () => {
    const { body: collections } = await request(t.server).get('/api/collections').expect(200);
    const created = await agent
      .post('/api/admin/watches')
      .send({
        brand: 'Hostile',
        model: 'Model <b>bold</b>',
        reference: 'XSS-1',
        price: '1000',
        movement: 'Automatic',
        caseMaterial: 'Steel',
        caseSize: '40 mm',
        condition: 'Excellent',
        year: 2020,
        description: '</script><img src=x onerror=alert(1)>',
        imageUrl: '/uploads/x.jpg',
        imageGallery: '/uploads/x.jpg',
        collectionId: collections[0].id,
        featured: true,
        slug: 'hostile-model-xss-1',
      })
      .expect(201);
    expect(created.body.description).toBe('</script><img src=x onerror=alert(1)>');

    for (const pathname of ['/watch/hostile-model-xss-1', '/collection/all-watches', '/']) {
      const page = await getPage(t, pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.text, pathname).toContain('Hostile Model <b>bold</b>');
      expect(page.root, pathname).toContain('Model &lt;b&gt;bold&lt;/b&gt;');
      expect(page.html, pathname).not.toContain('<b>bold</b>');
      expect(page.html, pathname).not.toContain('<img src=x');
      expect(page.html, pathname).not.toContain('</script><img');
      expectNoInlineCode(page);
    }

    const page = await getPage(t, '/watch/hostile-model-xss-1');
    expect(page.root).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(title(page)).toBe('Hostile Model <b>bold</b> Ref. XSS-1 | Caliber');
    expect(page.head).toContain('<title>Hostile Model &lt;b&gt;bold&lt;/b&gt; Ref. XSS-1 | Caliber</title>');
    expect(description(page)).toBe('</script><img src=x onerror=alert(1)>');
    // In the state and the JSON-LD, `<` is written \u003c so nothing can close the script early.
    const stateText = /<script type="application\/json" id="caliber-state">([\s\S]*?)<\/script>/.exec(page.html)![1];
    expect(stateText).toContain('\\u003c/script>\\u003cimg src=x onerror=alert(1)>');
    expect(pageState(page).data['/api/watches/hostile-model-xss-1']).toMatchObject({ description: '</script><img src=x onerror=alert(1)>' });
    expect(products(page)[0]).toMatchObject({ name: 'Hostile Model <b>bold</b>', description: '</script><img src=x onerror=alert(1)>' });
    // Exactly one closing tag per script: nothing in the data closed one early.
    expect(page.html.match(/<\/script>/g)).toHaveLength(page.html.match(/<script\b/g)!.length);

    await agent.delete(`/api/admin/watches/${created.body.id}`).expect((res) => expect([200, 204]).toContain(res.status));
  });

  it('keeps a rendered page: same ETag, 304 on a match, gzip and brotli bodies identical to the plain one', async () => {
    const pathname = `/watch/${OMEGA}`;
    const plain = await rawGet(t, pathname);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const etag = plain.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const html = plain.body.toString('utf8');
    expect(html).toContain('Speedmaster Professional');

    const again = await rawGet(t, pathname);
    expect(again.headers.etag).toBe(etag);
    expect(again.body.equals(plain.body)).toBe(true);

    const notModified = await rawGet(t, pathname, { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect((await rawGet(t, pathname, { 'If-None-Match': 'W/"something-else"' })).status).toBe(200);

    const br = await rawGet(t, pathname, { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);

    const gzip = await rawGet(t, pathname, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);

    // A trailing slash is sent to the page's one address.
    const slash = await rawGet(t, `${pathname}/`);
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe(pathname);
  });

  it('serves the kept page until an admin write invalidates it, then renders the new price', async () => {
    const pathname = `/watch/${CARTIER}`;
    const before = await getPage(t, pathname);
    expect(before.text).toContain('Cartier Tank Louis Ref. WGTA0011 $11,800');
    await getPage(t, '/collection/all-watches');

    // A change behind the cache's back is not seen: the page is answered from memory.
    await t.database.dataSource.query(`UPDATE watches SET price = '1.00' WHERE reference = 'WGTA0011'`);
    const stale = await getPage(t, pathname);
    expect(stale.text).toContain('$11,800');
    expect(stale.headers.etag).toBe(before.headers.etag);

    const { body: list } = await agent.get('/api/admin/watches').expect(200);
    const cartier = list.find((watch: { reference: string }) => watch.reference === 'WGTA0011');
    await agent.put(`/api/admin/watches/${cartier.id}`).send({ price: '12345' }).expect(200);

    const fresh = await getPage(t, pathname);
    expect(fresh.status).toBe(200);
    expect(fresh.text).toContain('Cartier Tank Louis Ref. WGTA0011 $12,345');
    expect(fresh.text).not.toContain('$11,800');
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    await request(t.server).get(pathname).set('If-None-Match', before.headers.etag).expect(200);
    expect(products(fresh)[0]).toMatchObject({ offers: { price: '12345.00' } });
    const all = await getPage(t, '/collection/all-watches');
    expect(all.text).toContain('Cartier Tank Louis Ref. WGTA0011 $12,345');
  });

  it('lists every indexed fixed page, every collection and every watch in /sitemap.xml, and not /admin', async () => {
    const res = await request(t.server).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const fixed = [
      '/',
      '/collections',
      '/about',
      '/contact',
      '/trade-in',
      '/privacy-policy',
      '/customer-service',
      '/customer-service/shipping',
      '/customer-service/returns',
      '/customer-service/payment',
      '/customer-service/authentication',
    ];
    // The page table's indexed pages without parameters are exactly those.
    expect(PAGES.filter((page) => page.indexed && !page.path.includes(':')).map((page) => page.path).sort()).toEqual([...fixed].sort());
    const expected = [
      ...fixed,
      '/collection/all-watches',
      '/collection/luxury-timepieces',
      '/collection/dress-watches',
      `/watch/${ROLEX}`,
      `/watch/${OMEGA}`,
      `/watch/${CARTIER}`,
    ].map((p) => `${PUBLIC_URL}${p}`);
    expect([...locs].sort()).toEqual(expected.sort());
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('-auth-success');
    // Every listed page is really served with 200.
    for (const loc of locs) {
      const page = await getPage(t, loc.slice(PUBLIC_URL.length));
      expect(page.status, loc).toBe(200);
    }
  });

  it('renders /unsubscribe with its one-click button, kept out of search engines and the sitemap', async () => {
    const page = await getPage(t, '/unsubscribe');
    expect(page.status).toBe(200);
    expect(title(page)).toBe('Unsubscribe | Caliber');
    expect(noindex(page)).toBe(true);
    for (const text of ['Unsubscribe', 'Click the button below to stop receiving the Caliber newsletter.']) expect(page.text).toContain(text);
    expect(page.root).toMatch(/<button[^>]*>Unsubscribe<\/button>/);
    expectNoInlineCode(page);
    expect((await request(t.server).get('/sitemap.xml').expect(200)).text).not.toContain('/unsubscribe');
  });

  it('renders /confirm-subscription with its one-click button, kept out of search engines and the sitemap', async () => {
    const page = await getPage(t, '/confirm-subscription');
    expect(page.status).toBe(200);
    expect(title(page)).toBe('Confirm Your Subscription | Caliber');
    expect(noindex(page)).toBe(true);
    expect(page.text).toContain('Click the button below to start receiving the Caliber newsletter.');
    expect(page.root).toMatch(/<button[^>]*>Confirm Subscription<\/button>/);
    expectNoInlineCode(page);
    expect((await request(t.server).get('/sitemap.xml').expect(200)).text).not.toContain('/confirm-subscription');
  });

  it("splices the header and footer rendered for earlier pages: each header marks its own page's link and lists the collections as they are", async () => {
    const header = (page: Page) => /<header[\s\S]*?<\/header>/.exec(page.root)![0];
    const footer = (page: Page) => /<footer[\s\S]*<\/footer>/.exec(page.root)![0];
    const currentLinks = (page: Page) => [...header(page).matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(([tag]) => /href="([^"]*)"/.exec(tag)![1]);
    const [about, contact, rolex, omega] = [await getPage(t, '/about'), await getPage(t, '/contact'), await getPage(t, '/search?q=rolex'), await getPage(t, '/search?q=omega')];
    expect(currentLinks(about)).toContain('/about');
    expect(currentLinks(contact)).toContain('/contact');
    expect(currentLinks(contact)).not.toContain('/about');
    expect(header(omega)).toBe(header(rolex));
    expect(footer(omega)).toBe(footer(about));
    for (const page of [about, contact, rolex, omega]) expect(page.html).not.toContain('caliber-cached-region');
    // The styles of a spliced header and footer come with them.
    const styles = (page: Page) => /<style data-styled="true"[^>]*>([\s\S]*?)<\/style>/.exec(page.head)![1];
    expect(styles(omega)).toBe(styles(rolex));

    const added = await agent.post('/api/admin/collections').send({ name: 'Pilot Watches', description: 'Flieger.', imageUrl: '/uploads/p.jpg', slug: 'pilot-watches' }).expect(201);
    try {
      const later = await getPage(t, '/search?q=cartier');
      expect(header(later)).toContain('href="/collection/pilot-watches"');
      expect(header(later)).not.toBe(header(rolex));
    } finally {
      await agent.delete(`/api/admin/collections/${added.body.id}`).expect(204);
    }
  });

  it('answers a search past the limits 400, with the page saying what to shorten, and no search made', async () => {
    for (const [q, problem] of [
      ['a'.repeat(300), 'Search texts must be at most 100 characters.'],
      [Array.from({ length: 2000 }, () => 'ab').join(' '), 'Search texts must be at most 100 characters.'],
      [Array.from({ length: 11 }, () => 'ab').join(' '), 'Search texts must be at most 10 words.'],
    ]) {
      const res = await request(t.server).get('/search').query({ q }).expect(400);
      expect(res.headers['content-type']).toContain('text/html');
      const page = parsePage(res.status, res.text, res.headers as Record<string, string>);
      expect(page.text).toContain('Shorten your search');
      expect(page.text).toContain(problem);
      expect(Object.keys(pageState(page).data).some((path) => path.startsWith('/api/watches'))).toBe(false);
    }
    const within = await request(t.server).get('/search').query({ q: 'rolex submariner' }).expect(200);
    expect(within.text).not.toContain('Shorten your search');
  });

  it('answers a filter it cannot read 400, with the page saying what to fix, never 500', async () => {
    for (const [pathname, query, fix] of [
      ['/search', { q: 'rolex', price_min: '-5' }, 'The lowest price (price_min) must be a whole number'],
      ['/search', { q: 'rolex', price_max: 'abc' }, 'The highest price (price_max) must be a whole number'],
      ['/search', { q: 'rolex', year_min: '99999999999' }, 'The earliest year (year_min) must be a whole number'],
      ['/search', { q: 'rolex', sort: 'cheapest' }, 'The sort (sort) must be one of relevance, newest, price-high, price-low'],
      ['/search', { q: 'rolex', movement: 'toString' }, 'The movement (movement) must be one of'],
      ['/collection/all-watches', { price_min: '-5' }, 'The lowest price (price_min) must be a whole number'],
      ['/collection/luxury-timepieces', { case_max: '1e9' }, 'The largest case size (case_max) must be a whole number'],
      ['/collection/all-watches', { sort: 'relevance' }, 'The sort (sort) must be one of newest, price-high, price-low'],
      ['/collection/all-watches', { condition: 'Broken' }, 'The condition (condition) must be one of'],
    ] as const) {
      const res = await request(t.server).get(pathname).query(query);
      expect(res.status, `${pathname} ${JSON.stringify(query)}`).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      const page = parsePage(res.status, res.text, res.headers as Record<string, string>);
      expect(page.text).toContain(fix);
      expect(page.text).toContain('The watches below leave that filter out.');
      expectNoInlineCode(page);
    }
    // Filters it can read, and parameters no page reads (page=), answer as before.
    await request(t.server).get('/search').query({ q: 'rolex', price_min: '5000', sort: 'price-low', movement: 'Automatic' }).expect(200);
    await request(t.server).get('/collection/all-watches').query({ page: '99999999999' }).expect(200);
  });

  it('does not render /admin on the server: the root is empty and the back office is drawn in the browser', async () => {
    const { browserEntry } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'mfe-admin', 'dist', DEPLOY_MANIFEST_FILE), 'utf8')) as DeployManifest;
    // The page names the admin build its replica knows of, once it has read the build's deploy manifest.
    await expect.poll(async () => (await request(t.server).get('/api/health')).body.remotes.admin.version, { timeout: 10_000 }).not.toBeNull();
    const res = await request(t.server).get('/admin').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    const page = parsePage(res.status, res.text, res.headers as Record<string, string>);
    expect(page.root).toBe('');
    expect(title(page)).toBe('Admin Dashboard | Caliber');
    expect(noindex(page)).toBe(true);
    expect(canonical(page)).toBeUndefined();
    expect(page.head).not.toMatch(/<style data-styled/);
    expect(remoteEntries(page)).toEqual([`/remotes/admin/${browserEntry}`]);
    expect(pageState(page).config.remotes.admin).toBe(`/remotes/admin/${browserEntry}`);
    expect(pageState(page).data).toEqual({});
    expectNoInlineCode(page);
  });
});

describe('the privacy policy', () => {
  const BANNER = 'Analytics load only after you accept them in the cookie banner';
  const NO_ANALYTICS = 'it uses no analytics or advertising cookies';

  it.each([
    ['without analytics: no banner nor settings link to speak of', {}, NO_ANALYTICS, BANNER],
    ['with analytics: the banner and the Cookie settings link', { ANALYTICS_ID: 'G-PRIVACY01' }, BANNER, NO_ANALYTICS],
  ])('follows the configuration %s', async (_, env, says, doesNotSay) => {
    const t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL, ...env });
    try {
      // Just after a start the catalog's build may still be loading, and its regions are then left to the browser.
      await expect.poll(async () => (await getPage(t, '/privacy-policy')).text.includes('Cookies and Tracking'), { timeout: 15_000 }).toBe(true);
      const page = await getPage(t, '/privacy-policy');
      expect(page.status).toBe(200);
      expect(page.text).toContain(says);
      expect(page.text).not.toContain(doesNotSay);
    } finally {
      await t.close();
    }
  });
});
