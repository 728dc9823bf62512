import { API, applyFilters, BEST_MATCH, movementKind, readFilters, SEARCH, type Watch } from '@caliber/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, waitForHydration, type StorefrontSession } from './storefront-session.js';

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();
const headerSearch = (page: Page) => page.getByRole('combobox', { name: 'Search watches' });

async function searchFromHeader(page: Page, text: string): Promise<void> {
  await headerSearch(page).fill(text);
  await headerSearch(page).press('Enter');
  await page.waitForURL(`**/search?q=${encodeURIComponent(text)}`);
  await page.getByRole('heading', { level: 1, name: `Results for “${text}”` }).waitFor();
  await page.locator('main article').first().waitFor();
}

describe('search', () => {
  it('finds a brand typed with a typo from the header, suggesting as one types', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await headerSearch(page).fill('rolx');
    const suggestions = page.getByRole('listbox', { name: 'Suggested watches' }).getByRole('option');
    await suggestions.first().waitFor();
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect((await suggestions.allTextContents()).every((text) => text.startsWith('Rolex'))).toBe(true);
    expect(await headerSearch(page).getAttribute('aria-expanded')).toBe('true');

    await headerSearch(page).press('Enter');
    await page.waitForURL('**/search?q=rolx');
    await page.getByRole('heading', { level: 1, name: 'Results for “rolx”' }).waitFor();
    await page.locator('main article').first().waitFor();
    const rolexes = (await apiJson<Watch[]>(session.stack, API.watches)).filter((watch) => watch.brand === 'Rolex');
    const titles = await cardTitles(page);
    expect(titles).toHaveLength(rolexes.length);
    expect(titles.every((title) => title.startsWith('Rolex '))).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('suggests from the second character on, never for one', async () => {
    const page = await session.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === API.watches && url.searchParams.has('q')) asked.push(url.searchParams.get('q')!);
    });
    await page.goto('/');
    // The page's clock from here on: the pause after the last key passes when the test says, not when a busy machine lets it.
    await page.clock.install();
    await headerSearch(page).fill('o');
    await page.clock.runFor(SEARCH.debounceMs * 3);
    expect(await headerSearch(page).getAttribute('aria-expanded')).toBe('false');
    await headerSearch(page).fill('om');
    await page.clock.runFor(SEARCH.debounceMs);
    await page.getByRole('listbox', { name: 'Suggested watches' }).getByRole('option').first().waitFor();
    expect(asked).toEqual(['om']);
  });

  it('finds a reference written three ways, that watch first', async () => {
    const page = await session.newPage();
    await page.goto('/');
    for (const text of ['5711', '57111a', '5711/1A']) {
      await searchFromHeader(page, text);
      expect((await cardTitles(page))[0]).toBe('Patek Philippe Nautilus');
    }
  });

  it('opens a suggestion chosen with the arrow keys', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await headerSearch(page).fill('omgea speed');
    await page.getByRole('option').first().waitFor();
    await headerSearch(page).press('ArrowDown');
    const active = await headerSearch(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await headerSearch(page).press('Enter');
    await page.waitForURL('**/watch/**');
    // The address changes before the watch page has rendered: wait for its heading.
    await page.getByRole('heading', { level: 1, name: /Speedmaster/ }).waitFor();
  });

  it('searches from the small-screen menu', async () => {
    const page = await session.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await searchFromHeader(page, 'omgea');
    expect((await cardTitles(page)).every((title) => title.startsWith('Omega '))).toBe(true);
  });

  it('says what to shorten on a search page landed on with too long a text, then searches a shorter one from there', async () => {
    const page = await session.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`/search?q=${'a'.repeat(300)}`);
    expect(response!.status()).toBe(400);
    await page.getByRole('heading', { name: 'Shorten your search' }).waitFor();
    await page.getByText('Search texts must be at most 100 characters. Try a brand, a model or a reference.').waitFor();
    expect(await page.locator('main article').count()).toBe(0);

    await waitForHydration(page, 'header form');
    await searchFromHeader(page, 'nautilus');
    expect(await cardTitles(page)).toContain('Patek Philippe Nautilus');
    expect(await page.getByRole('heading', { name: 'Shorten your search' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('serves the results in the HTML, for any text, never kept in the cache', async () => {
    const response = await fetch(`${session.stack.url}/search?q=nautilus`);
    const html = await response.text();
    expect(html).toContain('Patek Philippe Nautilus');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const sitemap = await (await fetch(`${session.stack.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/search');
  });
});

describe('filters', () => {
  const expectedCount = async (query: string) =>
    applyFilters(await apiJson<Watch[]>(session.stack, API.watches), readFilters(new URLSearchParams(query), 'newest')).length;
  /** The count line once it says `n`: the URL changes before the list has rendered. */
  const showsCount = (page: Page, n: number) => page.getByText(`Showing ${n} watches`, { exact: true }).waitFor();

  it('keep their choices in the URL through a reload and the back button', async () => {
    const page = await session.newPage();
    await page.goto('/collection/all-watches');
    await waitForHydration(page, 'main section[aria-label="Filters"] select');
    await page.getByLabel('Condition').selectOption('Excellent');
    await page.waitForURL('**/collection/all-watches?condition=Excellent');
    await page.getByLabel('Maximum price').fill('20000');
    await page.getByLabel('Maximum price').press('Tab');
    await page.waitForURL('**/collection/all-watches?condition=Excellent&price_max=20000');
    const both = await expectedCount('condition=Excellent&price_max=20000');
    expect(both).toBeGreaterThan(0);
    await showsCount(page, both);

    await page.reload();
    await waitForHydration(page, 'main section[aria-label="Filters"] select');
    await showsCount(page, both);
    expect(await page.getByLabel('Maximum price').inputValue()).toBe('20000');
    expect(await page.getByLabel('Condition').inputValue()).toBe('Excellent');

    await page.goBack();
    await page.waitForURL('**/collection/all-watches?condition=Excellent');
    await showsCount(page, await expectedCount('condition=Excellent'));
    expect(await page.getByLabel('Maximum price').inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL('**/collection/all-watches');
    await showsCount(page, await expectedCount(''));
  });

  it('keep their choices beside the search text through a reload and the back button', async () => {
    const found = await apiJson<Watch[]>(session.stack, `${API.watches}?q=rolex`);
    const searchCount = (query: string) => applyFilters(found, readFilters(new URLSearchParams(query), BEST_MATCH)).length;
    const movement = found.map((watch) => movementKind(watch.movement)).find((kind) => kind !== null)!;
    const fromYear = Math.max(...found.filter((watch) => movementKind(watch.movement) === movement && watch.year !== null).map((watch) => watch.year!));
    const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

    const page = await session.newPage();
    await page.goto('/search?q=rolex');
    await waitForHydration(page, 'main section[aria-label="Filters"] select');
    await page.getByLabel('Movement').selectOption(movement);
    await page.waitForURL((url) => url.searchParams.get('movement') === movement);
    await page.getByLabel('Minimum year').fill(String(fromYear));
    await page.getByLabel('Minimum year').press('Tab');
    await page.waitForURL((url) => url.searchParams.get('year_min') === String(fromYear));
    expect(params(page)).toEqual({ q: 'rolex', movement, year_min: String(fromYear) });
    const both = searchCount(`movement=${encodeURIComponent(movement)}&year_min=${fromYear}`);
    expect(both).toBeGreaterThan(0);
    await showsCount(page, both);

    await page.reload();
    await waitForHydration(page, 'main section[aria-label="Filters"] select');
    await showsCount(page, both);
    await page.getByRole('heading', { level: 1, name: 'Results for “rolex”' }).waitFor();
    expect(await page.getByLabel('Movement').inputValue()).toBe(movement);
    expect(await page.getByLabel('Minimum year').inputValue()).toBe(String(fromYear));

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('year_min'));
    expect(params(page)).toEqual({ q: 'rolex', movement });
    await showsCount(page, searchCount(`movement=${encodeURIComponent(movement)}`));
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('movement'));
    expect(params(page)).toEqual({ q: 'rolex' });
    await showsCount(page, found.length);
  });

  it('are rendered by the server as the browser shows them', async () => {
    const query = 'movement=Manual&sort=price-low';
    const html = await (await fetch(`${session.stack.url}/collection/all-watches?${query}`)).text();
    expect(html).toContain(`Showing <!-- -->${await expectedCount(query)}<!-- --> watches`);
  });
});
