import { API, type Collection, type Watch } from '@caliber/contracts';
import { startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, type StorefrontSession } from '../storefront/storefront-session.js';
import { openAdmin, openTab, toast } from './admin-page.js';

// The eBay sync in the back office (docs/ebay-sync.md): the dashboard's sync card and the price flag.

const PATEK = '125934871206';

let fake: FakeEbay;
let session: StorefrontSession;

beforeAll(async () => {
  fake = await startFakeEbay({ port: 0 });
  session = await openStorefront({ fakeEbay: fake });
});
afterAll(async () => {
  await session?.close();
  await fake?.close();
});

/** Imports a listing through the admin API, from the signed-in page (same origin, the operator's session). */
async function importListing(page: Page, itemId: string): Promise<void> {
  const collections = await apiJson<Collection[]>(session.stack, API.collections);
  const status = await page.evaluate(
    async ({ path, body }) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { path: API.admin.marketplace.import, body: { itemId, collectionId: collections[0].id } },
  );
  expect(status).toBe(201);
}

describe('the eBay sync in the back office', () => {
  it('runs from Sync Now, says what it changed, and one click takes eBay’s price', async () => {
    const page = await openAdmin(session);
    await importListing(page, PATEK);
    fake.setListingPrice(PATEK, '23900.00');

    const card = page.getByLabel('eBay sync');
    await card.getByRole('button', { name: 'Sync Now' }).click();
    await toast(page, 'eBay sync finished').waitFor({ timeout: 30_000 });
    await card.getByText(/Last sync .*\(run by hand\) · 1 watch checked · 0 marked sold · 1 new price on eBay · 0 errors\./).waitFor();
    await card.getByText('1 watch has a price that differs on eBay: see the Watches tab.').waitFor();

    await openTab(page, 'Watches');
    await page.getByLabel('eBay price', { exact: true }).selectOption('true');
    await page.getByText('1 watch', { exact: true }).waitFor();
    const flag = page.getByRole('row', { name: /Price differs on eBay: Patek Philippe/ });
    await flag.getByText(/eBay: \$23,900.* · ours: \$24,500/).waitFor();
    await flag.getByRole('button', { name: "Take eBay's Price" }).click();
    await toast(page, "eBay's price taken").waitFor();
    await flag.waitFor({ state: 'detached' });
    await page.getByText('No watches found').waitFor();

    const watch = (await apiJson<Watch[]>(session.stack, API.watches)).find((candidate) => candidate.sourceId === PATEK);
    expect(watch?.price).toBe('23900.00');
  }, 120_000);
});
