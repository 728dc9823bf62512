import { CATALOGUE_FILES, PAGES, SITEMAP_MAX_URLS } from '@caliber/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { parseStrictXml, type XmlElement } from './support/strict-xml.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { announceCatalogueChange } from './support/catalogue-change.js';

const PUBLIC_URL = 'http://shop.caliber.test';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap file read strictly: its root and the addresses it names, `<url>` or `<sitemap>` alike. */
async function readSitemap(t: TestApp, path: string): Promise<{ root: XmlElement; locs: string[] }> {
  const res = await request(t.server).get(path).expect(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const root = parseStrictXml(res.text);
  expect(root.namespace).toBe(SITEMAP_NAMESPACE);
  const locs = root.children.map((entry) => {
    expect(entry.name).toBe(root.name === 'urlset' ? 'url' : 'sitemap');
    return entry.children.find((child) => child.name === 'loc')!.text;
  });
  return { root, locs };
}

describe('the sitemap past the protocol’s 50,000 addresses a file', () => {
  let t: TestApp;
  /** The addresses before the watch pages: the indexed fixed pages, all watches and the two collections. */
  const beforeWatches = PAGES.filter((page) => page.indexed && !page.path.includes(':')).length + 1 + 2;

  const insertWatches = async (count: number, from: number) => {
    await t.database.dataSource.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, availability, slug, collection_id)
       SELECT 'Rolex', 'Model ' || n, 'REF-' || n, 1000 + n, 'Automatic', 'Steel', '40 mm', 'Excellent', 'Generated.', '/uploads/g.jpg',
              CASE WHEN n % 10 = 0 THEN 'sold' ELSE 'available' END, 'generated-' || n,
              (SELECT min(id) FROM collections)
       FROM generate_series($1::int, $2::int) AS n`,
      [from, from + count - 1],
    );
    await announceCatalogueChange(t, { watchIds: [], collections: false, reason: 'watches generated' });
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    await seedFixtures(t.database.dataSource, [[], []]);
    // The inventory's trigram index makes 100,000 inserts slow, and the sitemap does not read it.
    await t.database.dataSource.query('DROP INDEX watches_inventory_search_idx');
    // Exactly one file's worth of addresses, sold watches' pages included.
    await insertWatches(SITEMAP_MAX_URLS - beforeWatches, 1);
  }, 60_000);
  afterAll(() => t.close());

  it('stays one <urlset> while every address fits in one file', async () => {
    const { root, locs } = await readSitemap(t, CATALOGUE_FILES.sitemap);
    expect(root.name).toBe('urlset');
    expect(locs).toHaveLength(SITEMAP_MAX_URLS);
    expect(new Set(locs).size).toBe(SITEMAP_MAX_URLS);
    // No numbered files while there is no index.
    const numbered = await request(t.server).get(CATALOGUE_FILES.sitemapFile(1)).expect(404);
    expect(numbered.body).toMatchObject({ error: 'not_found' });
  });

  it('becomes an index of files of at most 50,000 addresses, naming every watch page exactly once', async () => {
    await insertWatches(SITEMAP_MAX_URLS + 1, SITEMAP_MAX_URLS);
    const index = await readSitemap(t, CATALOGUE_FILES.sitemap);
    expect(index.root.name).toBe('sitemapindex');
    expect(index.locs).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));

    const files = [];
    for (const loc of index.locs) files.push(await readSitemap(t, loc.slice(PUBLIC_URL.length)));
    expect(files.map(({ root }) => root.name)).toEqual(['urlset', 'urlset', 'urlset']);
    expect(files.map(({ locs }) => locs.length)).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, 1]);
    const listed = files.flatMap(({ locs }) => locs);
    expect(new Set(listed).size).toBe(listed.length);

    const slugs: { slug: string }[] = await t.database.dataSource.query('SELECT slug FROM watches');
    expect(slugs).toHaveLength(2 * SITEMAP_MAX_URLS + 1 - beforeWatches);
    const watchPages = listed.filter((loc) => loc.startsWith(`${PUBLIC_URL}/watch/`));
    expect(watchPages.sort()).toEqual(slugs.map(({ slug }) => `${PUBLIC_URL}/watch/${slug}`).sort());
    expect(listed.slice(0, beforeWatches)).toContain(`${PUBLIC_URL}/collection/all-watches`);
    expect(listed.slice(0, beforeWatches)).toContain(`${PUBLIC_URL}/collection/dress-watches`);

    const robots = await request(t.server).get(CATALOGUE_FILES.robots).expect(200);
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  }, 60_000);

  it('answers 404 for a file the index does not name', async () => {
    for (const path of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml', '/sitemap-99999999999.xml']) {
      const res = await request(t.server).get(path).expect(404);
      expect(res.body, path).toMatchObject({ error: 'not_found', message: `No file at ${path}` });
    }
  });
});
