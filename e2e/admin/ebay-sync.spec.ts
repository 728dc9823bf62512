import { API, type Collection, type Watch } from '@caliber/contracts';
import { startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, type StorefrontSession } from '../storefront/storefront-session.js';
import { openAdmin, openTab, toast } from './admin-page.js';

// The eBay sync in the back office (docs/ebay-sync.md): the dashboard's sync card and the price flag.

const PATEK = '125934871206';
// Five more listings that import whole; ended together with PATEK still listed, 5 of 6 is a suspect run.
const ENDING_TOGETHER = ['125934871203', '125934871204', '125934871205', '125934871209', '165934871210'];

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

  it('holds listings ended all at once for the operator: Confirm Sold sells one, Dismiss leaves another', async () => {
    const page = await openAdmin(session);
    for (const itemId of ENDING_TOGETHER) await importListing(page, itemId);
    for (const itemId of ENDING_TOGETHER) fake.endListing(itemId);

    const card = page.getByLabel('eBay sync');
    await card.getByRole('button', { name: 'Sync Now' }).click();
    await toast(page, 'eBay sync finished').waitFor({ timeout: 60_000 });
    await card.getByText(/Suspect sync .* · 6 watches checked · 0 marked sold · 5 ended at once, waiting for you/).waitFor();
    await card.getByText(/5 listings ended on eBay in a suspect sync/).waitFor();

    const seamaster = card.getByRole('listitem', { name: /Ended on eBay: Omega Seamaster Aqua Terra/ });
    await seamaster.getByRole('button', { name: 'Confirm Sold' }).click();
    await toast(page, 'Marked sold').waitFor();
    await seamaster.waitFor({ state: 'detached' });
    const submariner = card.getByRole('listitem', { name: /Ended on eBay: Rolex Submariner/ });
    await submariner.getByRole('button', { name: 'Dismiss' }).click();
    await toast(page, 'Ending dismissed').waitFor();
    await submariner.waitFor({ state: 'detached' });
    await card.getByText(/3 listings ended on eBay in a suspect sync/).waitFor();

    // The inventory, as the signed-in page reads it (without a query, the whole list).
    const inventory = await page.evaluate(async (path) => (await (await fetch(path)).json()) as Watch[], API.admin.watches);
    const bySource = (itemId: string) => inventory.find((candidate) => candidate.sourceId === itemId)?.availability;
    expect(bySource(ENDING_TOGETHER[0])).toBe('sold');
    expect(bySource(ENDING_TOGETHER[1])).toBe('available');
  }, 180_000);
});
