import { API, type Watch } from '@caliber/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeEbay, type FakeEbay } from '@caliber/fake-ebay';
import { apiJson, openStorefront, type StorefrontSession } from '../storefront/storefront-session.js';
import { isWebp } from '../support/webp.js';
import { openAdmin, toast } from './admin-page.js';
import { importCard, openImportTab, selectFirstCollection } from './import-page.js';

/** The fake store `luxwatchdepot` (packages/fake-ebay/README.md). */
const STORE_ITEMS = ['125934871203', '125934871204', '125934871205', '125934871206', '125934871207', '125934871209'];
const ITEM_ID = '125934871204';
const LISTING_URL = 'https://www.ebay.com/itm/rolex-datejust-41-126334/165934871210';
const URL_ITEM_ID = '165934871210';
/** A listing without Movement and Case Size (packages/fake-ebay/README.md). */
const INCOMPLETE_ITEM_ID = '125934871213';
const INCOMPLETE_URL = `https://www.ebay.com/itm/breitling-navitimer-b01-chronograph/${INCOMPLETE_ITEM_ID}`;
const TUDOR_WITHOUT_REFERENCE = '125934871207';
const POLL = { timeout: 60_000, interval: 500 };

let fake: FakeEbay;
let session: StorefrontSession;
/** Item ids the journeys imported, for the storefront checks. */
const imported = new Set<string>();

beforeAll(async () => {
  // Enough latency that the store import outlasts the admin's one-second poll, so its progress is seen moving.
  fake = await startFakeEbay({ port: 0, latencyMs: 400 });
  session = await openStorefront({ fakeEbay: fake });
  fake.setAcceptUrl(`${session.stack.url}${API.admin.marketplace.callback}`);
});
afterAll(async () => {
  await session?.close();
  await fake?.close();
});

const publicWatches = () => apiJson<Watch[]>(session.stack, API.watches);
const watchOf = async (itemId: string) => (await publicWatches()).find((watch) => watch.sourceId === itemId);

describe('eBay import from the Import tab', () => {
  it('connects an eBay account through the consent popup', async () => {
    const page = await openAdmin(session);
    await openImportTab(page, 'Import from Store');
    await page.getByText('no eBay account is connected', { exact: false }).waitFor();

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Connect eBay account' }).click()]);
    await popup.waitForURL('**/ebay-auth-success');
    await popup.getByText('Your account has been successfully authenticated.').waitFor();
    // The window tells its opener, which reloads, then closes itself after its countdown.
    await popup.waitForEvent('close', { timeout: 15_000 });

    await openImportTab(page, 'Import from Store');
    await page.getByText('eBay account connected.').waitFor();
    expect(fake.calls().filter((call) => call.grantType === 'authorization_code')).toHaveLength(1);
  });

  it('imports a listing by item id with an edited price', async () => {
    const page = await openAdmin(session);
    await openImportTab(page, 'Import from Store');
    const card = importCard(page, 'Import by Item ID');
    await card.getByLabel('eBay Item ID').fill(ITEM_ID);
    await card.getByRole('button', { name: 'Fetch Listing' }).click();

    await card.getByRole('heading', { name: /Rolex Submariner/ }).waitFor();
    expect(await card.getByRole('list', { name: 'Listing images' }).getByRole('listitem').count()).toBe(4);
    await card.getByText('5 images').waitFor();
    await card.getByText('$11,950 USD').waitFor();

    await card.getByRole('button', { name: 'Edit Details' }).click();
    await card.getByLabel('Price').fill('11,500');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Changes saved').waitFor();
    await card.getByText('$11,500 USD').waitFor();

    await selectFirstCollection(card);
    await card.getByRole('button', { name: 'Import Listing' }).click();
    await toast(page, 'Watch imported successfully from eBay').waitFor({ timeout: 30_000 });
    await card.getByRole('heading', { name: /Rolex Submariner/ }).waitFor({ state: 'detached' });

    const watch = await watchOf(ITEM_ID);
    expect(watch).toMatchObject({ source: 'ebay', brand: 'Rolex', price: '11500.00' });
    expect(fake.calls().some((call) => call.tokenKind === 'user')).toBe(true);
    imported.add(ITEM_ID);
  });

  it('imports the whole store with its progress, result and toast', async () => {
    const page = await openAdmin(session);
    await openImportTab(page, 'Import with API');
    const card = importCard(page, 'Import from Store');
    await card.getByLabel('Store URL or ID').fill('https://www.ebay.com/str/luxwatchdepot');
    await selectFirstCollection(card);
    // The progress may show for less than a locator's polling interval: watch for it on every frame from the start.
    const progressShown = page.waitForFunction(
      () =>
        document.querySelector('progress[aria-label="Store import progress"]') !== null &&
        /Imported \d of 6 listings\.\.\./.test(document.body.innerText),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    await card.getByRole('button', { name: 'Import Store Listings' }).click();
    await progressShown;
    const done = page.getByLabel('Notifications (F8)').getByText(/^Successfully imported \d+ listings from the eBay store$/);
    await done.waitFor({ timeout: 60_000 });
    const count = Number(/\d+/.exec((await done.textContent()) ?? '')?.[0]);
    await card.getByText(`${count} of 6 listings from luxwatchdepot imported.`).waitFor();
    const skipped = await card.getByRole('list', { name: 'Skipped listings' }).getByRole('listitem').count();
    expect(count + skipped).toBe(STORE_ITEMS.length);
    expect(await card.getByLabel('Store URL or ID').inputValue()).toBe('');
    const tudor = card.getByRole('list', { name: 'Skipped listings' }).getByRole('listitem').filter({ hasText: TUDOR_WITHOUT_REFERENCE });
    await tudor.getByText('Missing: Reference', { exact: true }).waitFor();

    await tudor.getByRole('button', { name: /^Open in Import by Item ID/ }).click();
    const itemCard = importCard(page, 'Import by Item ID');
    await itemCard.getByRole('heading', { name: /Tudor Black Bay Fifty-Eight/ }).waitFor({ timeout: 30_000 });
    expect(await itemCard.getByLabel('eBay Item ID').inputValue()).toBe(TUDOR_WITHOUT_REFERENCE);
    await itemCard.getByText('The listing does not give Reference: fill it in with Edit Details before importing.').waitFor();

    const watches = await publicWatches();
    const fromStore = STORE_ITEMS.filter((itemId) => watches.some((watch) => watch.sourceId === itemId));
    expect(fromStore).toHaveLength(count);
    expect(new Set(watches.map((watch) => watch.sourceId).filter(Boolean)).size).toBe(watches.filter((watch) => watch.sourceId).length);
    fromStore.forEach((itemId) => imported.add(itemId));
  });

  it('imports a listing by its URL', async () => {
    const page = await openAdmin(session);
    await openImportTab(page, 'Import by URL');
    const card = importCard(page, 'Import by URL');
    await card.getByLabel('eBay Listing URL').fill(LISTING_URL);
    await card.getByRole('button', { name: 'Load Details' }).click();
    await toast(page, 'Listing details loaded successfully').waitFor({ timeout: 30_000 });
    await card.getByText('126334', { exact: true }).waitFor();

    await selectFirstCollection(card);
    await card.getByRole('button', { name: 'Import to Collection' }).click();
    await toast(page, 'Listing imported successfully').waitFor({ timeout: 30_000 });
    expect(await card.getByLabel('eBay Listing URL').inputValue()).toBe('');

    expect(await watchOf(URL_ITEM_ID)).toMatchObject({ source: 'ebay', brand: 'Rolex', reference: '126334' });
    imported.add(URL_ITEM_ID);
  });

  it('imports a listing lacking movement and case size by item id, filled in the preview', async () => {
    const page = await openAdmin(session);
    await openImportTab(page, 'Import from Store');
    const card = importCard(page, 'Import by Item ID');
    await card.getByLabel('eBay Item ID').fill(INCOMPLETE_ITEM_ID);
    await card.getByRole('button', { name: 'Fetch Listing' }).click();
    await card.getByRole('heading', { name: /Breitling Navitimer/ }).waitFor({ timeout: 30_000 });
    await card.getByText('The listing does not give Movement and Case Size: fill them in with Edit Details before importing.').waitFor();
    const marked = card.getByRole('group', { name: 'Listing preview' }).locator('dd').filter({ hasText: 'Not in the listing' });
    expect(await marked.count()).toBe(2);

    // Imported as it is, the server refuses with the fields and the button that fills them.
    await selectFirstCollection(card);
    await card.getByRole('button', { name: 'Import Listing' }).click();
    await toast(page, 'Failed to import listing').waitFor({ timeout: 30_000 });
    await page.getByLabel('Notifications (F8)').getByText("The listing gives no movement or case size; fill them in with 'Edit Details', then import it").waitFor();

    await card.getByRole('button', { name: 'Edit Details' }).click();
    await card.getByText('Not in the listing: fill it in').first().waitFor();
    await card.getByLabel('Movement').fill('Automatic');
    await card.getByLabel('Case Size').fill('43 mm');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Changes saved').waitFor();
    await card.getByText('43 mm', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Import Listing' }).click();
    await toast(page, 'Watch imported successfully from eBay').waitFor({ timeout: 30_000 });

    expect(await watchOf(INCOMPLETE_ITEM_ID)).toMatchObject({ brand: 'Breitling', movement: 'Automatic', caseSize: '43 mm', reference: 'AB0138211B1A1' });
  });

  it('imports a listing lacking movement and case size by URL, filled in the preview', async () => {
    const page = await openAdmin(session);
    await openImportTab(page, 'Import by URL');
    const card = importCard(page, 'Import by URL');
    await card.getByLabel('eBay Listing URL').fill(INCOMPLETE_URL);
    await card.getByRole('button', { name: 'Load Details' }).click();
    await toast(page, 'Listing details loaded successfully').waitFor({ timeout: 30_000 });
    await card.getByText('The listing does not give Movement and Case Size: fill them in with Edit Details before importing.').waitFor();

    await card.getByRole('button', { name: 'Edit Details' }).click();
    await card.getByLabel('Movement').fill('Automatic chronograph');
    await card.getByLabel('Case Size').fill('41 mm');
    await card.getByLabel('Condition').selectOption('Excellent');
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Changes saved').waitFor();
    await selectFirstCollection(card);
    await card.getByRole('button', { name: 'Import to Collection' }).click();
    await toast(page, 'Listing imported successfully').waitFor({ timeout: 30_000 });

    expect(await watchOf(INCOMPLETE_ITEM_ID)).toMatchObject({ movement: 'Automatic chronograph', caseSize: '41 mm', condition: 'Excellent' });
  });

  it('re-hosts the imported images and compresses them to WebP', async () => {
    expect(imported.size).toBeGreaterThanOrEqual(3);
    for (const itemId of imported) {
      const watch = (await watchOf(itemId))!;
      expect(watch.imageUrl).toMatch(/^\/uploads\//);
      expect((watch.imageGallery ?? []).every((url) => url.startsWith('/uploads/'))).toBe(true);
      // Until the copy exists its URL serves the original: poll until WebP comes back.
      const compressed = `${session.stack.url}${watch.imageUrl.replace(/\.\w+$/, '-800.webp')}`;
      await vi.waitFor(async () => {
        const response = await fetch(compressed);
        expect(response.status).toBe(200);
        expect(isWebp(new Uint8Array(await response.arrayBuffer()))).toBe(true);
      }, POLL);
    }
  }, 180_000);

  it('shows the imported watches on their storefront pages', async () => {
    const page = await session.newPage();
    for (const itemId of imported) {
      const watch = (await watchOf(itemId))!;
      await page.goto(`/watch/${watch.slug}`);
      await page.getByRole('heading', { level: 1, name: `${watch.brand} ${watch.model}` }).waitFor();
      // The gallery's main picture: 'Brand Model', or 'Brand Model, image 1 of N' when it has several.
      const image = page.getByAltText(`${watch.brand} ${watch.model}`).first();
      await vi.waitFor(async () => {
        const { src, loaded } = await image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 }));
        expect(new URL(src).pathname).toMatch(/^\/uploads\//);
        expect(loaded).toBe(true);
      }, { timeout: 15_000, interval: 250 });
    }
  }, 180_000);
});
