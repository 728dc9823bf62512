import { API, applyFilters, BEST_MATCH, readFilters, type CollectionDetail, type ListSort, type Watch } from '@caliber/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyCardTitle } from '../support/watch-list.js';
import { apiJson, openStorefront, type StorefrontSession } from './storefront-session.js';

// A collector lands on a list from outside (a search engine, a shared link): the server-rendered page must
// answer its sort, brand and filters from the moment it is interactive, through back and forward too. The
// controls are used as an automated visitor uses them, with no pointer or key first.

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

interface ListPage {
  name: string;
  path: () => Promise<string>;
  watches: () => Promise<Watch[]>;
  defaultSort: ListSort;
}

const titles = (watches: readonly Watch[]) => watches.map((watch) => `${watch.brand} ${watch.model}`);

async function firstCollection(): Promise<CollectionDetail> {
  const [collection] = await apiJson<{ slug: string }[]>(session.stack, API.collections);
  return apiJson<CollectionDetail>(session.stack, API.collection(collection.slug));
}

/** A search finding a whole collection's watches: the words of its name. */
const searchText = async () => (await firstCollection()).collection.name;

const LIST_PAGES: ListPage[] = [
  { name: 'all watches', path: async () => '/collection/all-watches', watches: () => apiJson<Watch[]>(session.stack, API.watches), defaultSort: 'newest' },
  { name: 'a collection', path: async () => `/collection/${(await firstCollection()).collection.slug}`, watches: async () => (await firstCollection()).watches, defaultSort: 'newest' },
  {
    name: 'the search',
    path: async () => `/search?${new URLSearchParams({ q: await searchText() })}`,
    watches: async () => apiJson<Watch[]>(session.stack, API.searchWatches(await searchText())),
    defaultSort: BEST_MATCH,
  },
];

/** The list, count line and controls as the address `query` says they should be. */
async function expectListOf(page: Page, watches: readonly Watch[], query: string, defaultSort: ListSort): Promise<void> {
  const filters = readFilters(new URLSearchParams(query), defaultSort);
  const visible = applyFilters(watches, filters);
  await page.getByText(`Showing ${visible.length} watches`, { exact: true }).waitFor();
  // The list on screen stays until the next one's first piece is there: wait for the list the address names.
  await expect.poll(() => (visible.length === 0 ? [] : everyCardTitle(page)), { timeout: 15_000 }).toEqual(titles(visible));
  expect(await page.getByLabel('Sort watches').inputValue()).toBe(filters.sort);
  expect(await page.getByLabel('Filter by brand').inputValue()).toBe(filters.brand);
  expect(await page.getByLabel('Condition').inputValue()).toBe(filters.condition);
}

/** Hydrated, with no interaction: React owns the list's controls. */
async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const select = document.querySelector('main select');
    return !!select && Object.keys(select).some((key) => key.startsWith('__reactFiber$'));
  });
}

describe.each(LIST_PAGES)('$name, landed on from outside', ({ path, watches, defaultSort }) => {
  it('answers sort, brand and a filter, then back and forward, with the list, count and controls in step', async () => {
    const all = await watches();
    expect(all.length).toBeGreaterThan(2);
    const start = await path();
    const base = new URL(start, 'http://x');
    const page = await session.newPage();
    await page.goto(start);
    await waitUntilInteractive(page);
    await expectListOf(page, all, base.search, defaultSort);

    const brand = all.find((watch) => watch.brand !== all[0].brand)?.brand ?? all[0].brand;
    const condition = all.find((watch) => watch.brand === brand)!.condition;
    const steps: [label: string, value: string, param: string][] = [
      ['Sort watches', 'price-high', 'sort=price-high'],
      ['Filter by brand', brand, `brand=${encodeURIComponent(brand).replace(/%20/g, '+')}`],
      ['Condition', condition, `condition=${encodeURIComponent(condition).replace(/%20/g, '+')}`],
    ];
    const queries: string[] = [base.search];
    for (const [label, value] of steps) {
      const before = page.url();
      await page.getByLabel(label).selectOption(value);
      await page.waitForURL((url) => url.href !== before);
      const query = new URL(page.url()).search;
      queries.push(query);
      await expectListOf(page, all, query, defaultSort);
    }
    expect(queries.at(-1)).toContain(steps[0][2]);
    expect(queries.at(-1)).toContain(steps[2][2]);

    for (const query of queries.slice(0, -1).reverse()) {
      await page.goBack();
      await page.waitForURL((url) => url.search === query);
      await expectListOf(page, all, query, defaultSort);
    }
    await page.goForward();
    await page.waitForURL((url) => url.search === queries[1]);
    await expectListOf(page, all, queries[1], defaultSort);
  });
});

describe('a choice made before the page is interactive', () => {
  it('is applied once the list has hydrated', async () => {
    const all = await apiJson<Watch[]>(session.stack, API.watches);
    const context = await session.browser.newContext({ baseURL: session.stack.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The catalog's code is held back, so the list stays server-rendered HTML while the visitor chooses.
    await page.route(/\/remotes\/catalog\/remoteEntry/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/collection/all-watches', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Sort watches').selectOption('price-low');
    expect(await page.evaluate(() => Object.keys(document.querySelector('main select')!).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    release();
    await page.waitForURL('**/collection/all-watches?sort=price-low');
    await expectListOf(page, all, '?sort=price-low', 'newest');
    await context.close();
  });
});
