import { ALL_WATCHES_SLUG, API, formatPrice, type Collection } from '@caliber/contracts';
import { api, signIn } from '@caliber/test-stack';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDrawnAtMiddle, placeAtMiddle } from '../support/watch-list.js';
import { apiJson, openStorefront, waitForHydration, type StorefrontSession } from './storefront-session.js';

// A shop of 10,000 watches (docs/storefront.md, "Long lists"): each list page is landed on from outside and
// used there; the browser holds a window of cards and never the whole catalogue.

const GENERATED = 10_000;
const BRANDS = ['Rolex', 'Omega', 'Patek Philippe', 'Audemars Piguet', 'Cartier', 'Tudor', 'IWC', 'Breitling'];
/** The most cards a desktop screen of 900 px draws: the rows on screen and two beyond it on each side. */
const DRAWN_AT_MOST = 60;

let session: StorefrontSession;
let db: pg.Client;
let half: Collection;

beforeAll(async () => {
  session = await openStorefront({ purpose: 'longlists' });
  db = new pg.Client({ connectionString: session.stack.directDatabaseUrl });
  await db.connect();
  [half] = await apiJson<Collection[]>(session.stack, API.collections);
  const [other] = (await apiJson<Collection[]>(session.stack, API.collections)).filter((collection) => collection.id !== half.id);
  // Before any list is asked for: the BFF reads its index of the catalogue at the first.
  await db.query(
    `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, collection_id, slug, year, created_at)
     SELECT ($1::text[])[1 + i % 8], 'Generated ' || i, 'GEN-' || i, 1000 + (i * 7919) % 90000, 'Automatic, Cal. ' || i, 'Steel', (36 + i % 8) || ' mm',
            (ARRAY['New', 'Excellent', 'Very Good', 'Good'])[1 + i % 4], 'A generated watch.', '/uploads/generated-' || i || '.jpg',
            CASE WHEN i % 2 = 0 THEN $2::int ELSE $3::int END, 'generated-' || i, 1960 + i % 60, now() - interval '1 day' - (i || ' seconds')::interval
     FROM generate_series(1, ${GENERATED}) AS i`,
    [BRANDS, half.id, other.id],
  );
}, 120_000);
afterAll(async () => {
  await db?.end();
  await session?.close();
});

const listed = async (where = 'true', params: unknown[] = []) =>
  Number((await db.query(`SELECT count(*) FROM watches WHERE availability <> 'sold' AND ${where}`, params)).rows[0].count);
const cardsInPage = (page: Page) => page.locator('main li[aria-posinset]').count();
const firstPrice = (page: Page) => page.locator('main li[aria-posinset="1"] article').getByText(/^\$/).textContent();

/**
 * Opens `path` as a visitor landing on it, recording every API path the page asks for, until React owns the
 * list's controls (a choice made before that is first-load-filters.spec.ts's subject).
 */
async function land(path: string): Promise<{ page: Page; asked: string[] }> {
  const page = await session.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await page.goto(path);
  await waitForHydration(page, 'main select', 'main li[aria-posinset]');
  return { page, asked };
}

/** Scrolls down by `screens` screens, once the page is that tall (the list is as tall as all its cards once drawn in the browser), and waits for the cards there. */
async function scrollDown(page: Page, screens: number): Promise<void> {
  const target = await page.evaluate((by) => window.scrollY + by * window.innerHeight, screens);
  await page.waitForFunction((top) => {
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo({ top, behavior: 'instant' });
    return Math.abs(window.scrollY - top) < 1;
  }, target);
  await listDrawnAtMiddle(page);
}

/** Nothing asked for a whole list (every watch, a collection's): only pieces of lists (a watch page asks for its one watch). */
const expectOnlyPieces = (asked: string[]) => {
  const wholeList = (path: string) => path === API.watches || path.startsWith(`${API.watches}?`) || path.startsWith(`${API.collections}/`);
  expect(asked.filter(wholeList)).toEqual([]);
};

describe('a shop of 10,000 watches', () => {
  it('all-watches: counts every watch, brings more as one scrolls with a bounded page, sorts and filters all of them, and back returns to the place', async () => {
    const { page, asked } = await land(`/collection/${ALL_WATCHES_SLUG}`);
    await page.getByText(`Showing ${await listed()} watches`, { exact: true }).waitFor();
    await scrollDown(page, 40);
    expect(await placeAtMiddle(page)).toBeGreaterThan(60);
    expect(await cardsInPage(page)).toBeLessThanOrEqual(DRAWN_AT_MOST);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByLabel('Sort watches').selectOption('price-high');
    await page.waitForURL('**/collection/all-watches?sort=price-high');
    const dearest = (await db.query(`SELECT max(price) AS price FROM watches WHERE availability <> 'sold'`)).rows[0].price as string;
    await expect.poll(() => firstPrice(page)).toBe(formatPrice(dearest));

    await page.getByLabel('Filter by brand').selectOption('Omega');
    await page.waitForURL('**/collection/all-watches?sort=price-high&brand=Omega');
    await page.getByText(`Showing ${await listed('lower(brand) = $1', ['omega'])} watches`, { exact: true }).waitFor();

    await scrollDown(page, 25);
    const place = await placeAtMiddle(page);
    expect(place).toBeGreaterThan(30);
    await page.locator(`main li[aria-posinset="${place}"]`).getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL('**/watch/**');
    await page.goBack();
    await page.waitForURL('**/collection/all-watches?sort=price-high&brand=Omega');
    await expect.poll(() => placeAtMiddle(page)).toBe(place);
    expect(await page.getByLabel('Sort watches').inputValue()).toBe('price-high');
    expect(await page.getByLabel('Filter by brand').inputValue()).toBe('Omega');
    expectOnlyPieces(asked);
  });

  it("a collection holding half of them: its count, its dearest first, a brand's count", async () => {
    const { page, asked } = await land(`/collection/${half.slug}?sort=price-high`);
    await page.getByText(`Showing ${await listed('collection_id = $1', [half.id])} watches`, { exact: true }).waitFor();
    const dearest = (await db.query(`SELECT max(price) AS price FROM watches WHERE availability <> 'sold' AND collection_id = $1`, [half.id])).rows[0].price as string;
    expect(await firstPrice(page)).toBe(formatPrice(dearest));
    await page.getByLabel('Filter by brand').selectOption('Rolex');
    await page.getByText(`Showing ${await listed('collection_id = $1 AND lower(brand) = $2', [half.id, 'rolex'])} watches`, { exact: true }).waitFor();
    await scrollDown(page, 30);
    expect(await cardsInPage(page)).toBeLessThanOrEqual(DRAWN_AT_MOST);
    expectOnlyPieces(asked);
  });

  it('search results: its best matches, sorted and filtered by the server', async () => {
    const { page, asked } = await land('/search?q=rolex&sort=price-low');
    const found = await page.locator('main li[aria-posinset]').first().getAttribute('aria-setsize');
    expect(Number(found)).toBeGreaterThan(0);
    await page.getByText(`Showing ${found} watches`, { exact: true }).waitFor();
    const prices = await page.locator('main article').getByText(/^\$/).allTextContents();
    const values = prices.map((price) => Number(price.replace(/[$,]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expectOnlyPieces(asked);
  });

  it('a watch sold while one scrolls: the list is asked again and is the new catalogue throughout, its count one less', async () => {
    const cookie = await signIn(session.stack.url);
    const { page } = await land(`/collection/${ALL_WATCHES_SLUG}`);
    const before = await listed();
    await page.getByText(`Showing ${before} watches`, { exact: true }).waitFor();
    const fifth = page.locator('main li[aria-posinset="5"] article');
    const soldSlug = (await fifth.getByRole('link', { name: 'View Details' }).getAttribute('href'))!.replace('/watch/', '');
    const soldTitle = await fifth.locator('h2').textContent();
    const { rows } = await db.query('SELECT id FROM watches WHERE slug = $1', [soldSlug]);
    expect((await api(session.stack.url, API.admin.watch(rows[0].id), { method: 'PUT', cookie, body: { availability: 'sold' } })).status).toBe(200);

    // A piece asked for now comes from the new catalogue: the browser asks every piece of the list again.
    await scrollDown(page, 30);
    await page.getByText(`Showing ${before - 1} watches`, { exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await listDrawnAtMiddle(page);
    await expect.poll(() => fifth.locator('h2').textContent()).not.toBe(soldTitle);
    expect(await page.locator('main li[aria-posinset="1"]').getAttribute('aria-setsize')).toBe(String(before - 1));
  });
});
