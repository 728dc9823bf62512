import { API, type Watch } from '@caliber/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, type StorefrontSession } from '../storefront/storefront-session.js';
import { openAdmin, openTab, toast } from './admin-page.js';

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

const rows = (page: Page) => page.getByRole('table', { name: 'Watch Inventory' }).locator('tbody tr');
/** The text of one column of the table, row by row. */
const column = (page: Page, index: number) => rows(page).locator(`td:nth-child(${index + 1})`).allTextContents();

async function openWatches(): Promise<Page> {
  const page = await openAdmin(session);
  await openTab(page, 'Watches');
  await rows(page).first().waitFor();
  return page;
}

describe('the Watch Inventory', () => {
  it('searches brand, model and reference as the operator types, on the server', async () => {
    const watches = await apiJson<Watch[]>(session.stack, API.watches);
    const target = watches.find((watch) => watch.reference.length >= 5)!;
    const page = await openWatches();
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === API.admin.watches && url.searchParams.has('q')) searches.push(url.searchParams.get('q')!);
    });

    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(target.reference.toLowerCase(), { delay: 30 });
    await expect.poll(() => column(page, 2)).toEqual([target.reference]);
    // Typing is debounced: the last text is asked for, not one request per key.
    expect(searches.at(-1)).toBe(target.reference.toLowerCase());
    expect(searches.length).toBeLessThan(target.reference.length);
    await page.getByText('1 watch', { exact: true }).waitFor();

    await page.getByRole('searchbox', { name: 'Search' }).fill(`${target.brand} zzzz-no-such-model`);
    await page.getByText('No watches found').waitFor();
  });

  it('sorts by a column header, and the same header again reverses the order', async () => {
    const page = await openWatches();
    const price = page.getByRole('columnheader', { name: 'Price' });
    await price.getByRole('button').click();
    await expect.poll(() => price.getAttribute('aria-sort')).toBe('ascending');
    const prices = async () => (await column(page, 3)).map((text) => Number(text.replace(/[$,]/g, '')));
    await expect.poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((value, index) => index === 0 || shown[index - 1] <= value);
    }).toBe(true);
    await price.getByRole('button').click();
    await expect.poll(() => price.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => {
      const shown = await prices();
      return shown.every((value, index) => index === 0 || shown[index - 1] >= value);
    }).toBe(true);
  });

  it('filters by availability and featured', async () => {
    const page = await openWatches();
    await page.getByLabel('Featured', { exact: true }).selectOption('true');
    await expect.poll(async () => (await column(page, 5)).every((text) => text.startsWith('Featured '))).toBe(true);
    await page.getByLabel('Availability', { exact: true }).selectOption('sold');
    await expect.poll(() => page.getByText('No watches found').isVisible().catch(() => false)).toBe(true);
    await page.getByLabel('Featured', { exact: true }).selectOption('');
    await expect.poll(async () => {
      const values = await rows(page).locator('td:nth-child(7) select').evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
      return values.length > 0 && values.every((value) => value === 'sold');
    }).toBe(true);
  });

  it('toggles featured in the row, and the home page’s list follows', async () => {
    const watches = await apiJson<Watch[]>(session.stack, API.watches);
    const plain = watches.find((watch) => !watch.featured && watch.availability === 'available')!;
    const name = `${plain.brand} ${plain.model}`;
    const page = await openWatches();
    await page.getByRole('searchbox', { name: 'Search' }).fill(plain.reference);
    // The switch's name is its badge's text, then the watch: "No Rolex Datejust 41", "Featured Rolex Datejust 41".
    const toggle = page.getByRole('button', { name: new RegExp(`^(Featured|No) ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');

    await toggle.click();
    await toast(page, 'Field updated successfully').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await apiJson<Watch[]>(session.stack, API.featuredWatches)).some((watch) => watch.id === plain.id)).toBe(true);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await apiJson<Watch[]>(session.stack, API.featuredWatches)).some((watch) => watch.id === plain.id)).toBe(false);
  });

  it('marks a watch sold in the row: it leaves the lists, its page stays with a Sold badge and an invitation', async () => {
    const watches = await apiJson<Watch[]>(session.stack, API.watches);
    const watch = watches.find((candidate) => candidate.availability === 'available')!;
    const name = `${watch.brand} ${watch.model}`;
    const page = await openWatches();
    await page.getByRole('searchbox', { name: 'Search' }).fill(watch.reference);
    const select = page.getByRole('combobox', { name: `Availability of ${name}` });
    await expect.poll(() => select.inputValue()).toBe('available');

    await select.selectOption('sold');
    await toast(page, 'Field updated successfully').waitFor();
    await expect.poll(async () => (await apiJson<Watch>(session.stack, API.watch(watch.slug))).availability).toBe('sold');
    expect((await apiJson<Watch[]>(session.stack, API.watches)).some((listed) => listed.id === watch.id)).toBe(false);

    const storefront = await session.newPage();
    const response = await storefront.goto(`/watch/${watch.slug}`);
    expect(response?.status()).toBe(200);
    await storefront.getByRole('heading', { name }).waitFor();
    await storefront.getByText('Sold', { exact: true }).waitFor();
    await storefront.getByText('This watch has been sold. Looking for something similar?', { exact: false }).waitFor();
    await storefront.getByRole('form', { name: 'Inquiry about similar watches' }).waitFor();

    await select.selectOption('on_hold');
    await expect.poll(async () => (await apiJson<Watch>(session.stack, API.watch(watch.slug))).availability).toBe('on_hold');
    await storefront.goto(`/collection/all-watches`);
    await storefront.getByRole('article', { name }).getByText('On Hold', { exact: true }).waitFor();

    await select.selectOption('available');
    await expect.poll(async () => (await apiJson<Watch>(session.stack, API.watch(watch.slug))).availability).toBe('available');
  });
});

describe('the dashboard', () => {
  it('shows how many watches are available, on hold and sold', async () => {
    const page = await openAdmin(session);
    const counts = page.getByLabel('Watches by availability');
    await counts.waitFor();
    const items = await counts.locator('div').allTextContents();
    expect(items.map((text) => text.replace(/\d+$/, ''))).toEqual(['Available', 'On Hold', 'Sold']);
    const watches = await apiJson<Watch[]>(session.stack, API.watches);
    const available = watches.filter((watch) => watch.availability === 'available').length;
    expect(items[0]).toBe(`Available${available}`);
  });
});

describe('on a phone', () => {
  it('keeps every tab within a 390 px screen, and the watch dialog whole', async () => {
    const page = await openAdmin(session, { width: 390, height: 844 });
    for (const name of ['Dashboard', 'Watches', 'Collections', 'Order', 'Import', 'Viewings'] as const) {
      await openTab(page, name);
      await page.getByRole('tabpanel', { name, exact: true }).first().waitFor();
      if (name === 'Watches') await rows(page).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    }
    await openTab(page, 'Watches');
    await page.getByRole('button', { name: 'Add New Watch' }).click();
    const box = await page.getByRole('dialog', { name: 'Add New Watch' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
