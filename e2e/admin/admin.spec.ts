import { API, type Collection, type Watch } from '@caliber/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR, signIn } from '@caliber/test-stack';
import { apiJson, type StorefrontSession } from '../storefront/storefront-session.js';
import { openStorefront } from '../storefront/storefront-session.js';
import { openAdmin, openTab, toast } from './admin-page.js';

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

describe('sign-in', () => {
  it('shows the sign-in screen when signed out, refuses a wrong password, then opens the dashboard', async () => {
    const page = await session.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    await page.getByLabel('Username').fill(OPERATOR.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Incorrect username or password').waitFor();

    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Manage your watch inventory and collections').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
  });
});

describe('sign out everywhere', () => {
  it("ends the operator's sessions in every browser, this one included", async () => {
    const phone = await signIn(session.stack.url);
    const laptop = await openAdmin(session);
    await laptop.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await laptop.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect((await api(session.stack.url, API.auth.me, { cookie: phone })).status).toBe(401);
    await laptop.reload();
    await laptop.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
  });
});

describe('change password', () => {
  it('wants 12 characters and the current password, then keeps this session and ends the others', async () => {
    const phone = await signIn(session.stack.url);
    const page = await openAdmin(session);
    const change = async (current: string, next: string) => {
      await page.getByRole('button', { name: 'Change Password', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel('Current Password').fill(current);
      await dialog.getByLabel('New Password').fill(next);
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      return dialog;
    };

    const short = await change(OPERATOR.password, 'too short');
    await short.getByText('Must be at least 12 characters').waitFor();
    // What was typed is not thrown away without asking.
    await short.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Keep Editing' }).click();
    expect(await short.getByLabel('New Password').inputValue()).toBe('too short');
    await short.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await short.waitFor({ state: 'hidden' });

    await change('not the password', 'a brand new password');
    await toast(page, 'Failed to change password').waitFor();
    await page.getByText('The current password is incorrect').waitFor();
    await page.getByRole('dialog', { name: 'Change Password' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard Changes' }).click();

    await change(OPERATOR.password, 'a brand new password');
    await toast(page, 'Password changed').waitFor();
    expect((await api(session.stack.url, API.auth.me, { cookie: phone })).status).toBe(401);
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await change('a brand new password', OPERATOR.password); // the other tests sign in with it
    await toast(page, 'Password changed').waitFor();
  });
});

describe('dashboard', () => {
  it('shows the counts and the distribution, and opens the inquiries in full', async () => {
    const watches = await apiJson<Watch[]>(session.stack, API.watches);
    await fetch(`${session.stack.url}${API.inquiries}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: session.stack.url },
      body: JSON.stringify({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Line one\nLine two of a long message', watchId: watches[0].id }),
    });
    await fetch(`${session.stack.url}${API.inquiries}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: session.stack.url },
      body: JSON.stringify({ name: 'Alan Turing', email: 'alan@example.com', phone: '', message: 'Trade-in request', watchId: 1, kind: 'trade-in', currentWatchBrand: 'Omega', currentWatchModel: 'Seamaster 300', hasPapers: 'no' }),
    });
    const page = await openAdmin(session);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await expect.poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['Dashboard', 'Watches', 'Collections', 'Order', 'Import', 'Viewings']);
    await page.getByText('Total Watches').waitFor();
    await page.getByText('Collection Distribution').waitFor();
    // Total Watches counts the whole inventory, sold watches too (the public list leaves those out).
    const cookie = await signIn(session.stack.url);
    const inventory = (await (await fetch(`${session.stack.url}${API.admin.watches}`, { headers: { Cookie: cookie } })).json()) as Watch[];
    expect(inventory.length).toBeGreaterThan(watches.length);
    expect(await page.getByText('Total Watches').locator('..').textContent()).toContain(String(inventory.length));

    await page.getByRole('button', { name: /Customer Inquiries/ }).click();
    await page.getByText('Grace Hopper').first().waitFor();
    await page.getByText('Line two of a long message').first().waitFor();
    await page.getByText(`${watches[0].brand} ${watches[0].model}`, { exact: false }).first().waitFor();
    // A trade-in request lists its answers, read from its fields.
    const tradeIn = page.getByRole('listitem').filter({ hasText: 'Alan Turing' });
    await tradeIn.getByText('Omega Seamaster 300', { exact: true }).waitFor();
    expect(await tradeIn.locator('dt').allTextContents()).toEqual(['Name', 'Email', 'Phone', 'Current watch', 'Year', 'Original box', 'Papers', 'Looking for', 'Additional notes']);
    await tradeIn.getByText('Open to suggestions', { exact: true }).waitFor();
  });

  it('lists newsletter subscribers, links the CSV and removes one', async () => {
    await fetch(`${session.stack.url}${API.subscriptions}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: session.stack.url },
      body: JSON.stringify({ email: 'subscriber@example.com' }),
    });
    // The confirmation link's work (its e-mail and page: e2e/storefront/mail.spec.ts): a pending sign-up is not listed.
    const client = new pg.Client({ connectionString: session.stack.directDatabaseUrl });
    await client.connect();
    try {
      await client.query(`UPDATE subscriptions SET confirmed_at = now() WHERE email = 'subscriber@example.com'`);
    } finally {
      await client.end();
    }
    const page = await openAdmin(session);
    await page.getByRole('button', { name: 'Newsletter Subscribers' }).click();
    await page.getByRole('cell', { name: 'subscriber@example.com', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(API.admin.subscriptionsCsv);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Remove subscriber@example.com' }).click();
    await page.getByRole('cell', { name: 'subscriber@example.com', exact: true }).waitFor({ state: 'detached' });
  });
});

describe('tabs', () => {
  it('keep the open tab in the address, so a reload stays on it', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Collections');
    await page.waitForURL((url) => url.pathname === '/admin' && url.search === '?tab=collections');
    await openTab(page, 'Watches');
    await page.waitForURL((url) => url.search === '?tab=watches');
    await page.reload();
    await page.getByRole('heading', { name: 'Watch Inventory' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Watches' }).getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { name: 'Collections' }).getAttribute('aria-selected')).toBe('true');
  });

  it('move with the arrow keys and load the watches table', async () => {
    const page = await openAdmin(session);
    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Watches' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Watch Inventory' }).waitFor();
    await expect.poll(() => page.locator('thead th').allTextContents()).toEqual(['Brand', 'Model', 'Reference', 'Price', 'Collection', 'Featured', 'Availability', 'Actions']);
  });
});

describe('watches', () => {
  it('edits a reference in place: Escape cancels, Enter or leaving the input saves that one field', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Watches');
    const [watch] = await apiJson<Watch[]>(session.stack, API.watches);
    const name = `${watch.brand} ${watch.model}`;
    const putBodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') putBodies.push(request.postDataJSON());
    });

    await page.getByRole('button', { name: `Edit reference of ${name}: ${watch.reference}` }).click();
    const input = page.getByRole('textbox', { name: `Reference of ${name}` });
    await input.fill('CHANGED');
    await input.press('Escape');
    await page.getByRole('button', { name: `Edit reference of ${name}: ${watch.reference}` }).waitFor();

    await page.getByRole('button', { name: `Edit reference of ${name}: ${watch.reference}` }).click();
    await input.fill(`${watch.reference}-X`);
    await input.press('Enter');
    await toast(page, 'Field updated successfully').waitFor();
    await page.getByRole('button', { name: `Edit reference of ${name}: ${watch.reference}-X` }).waitFor();
    expect(putBodies).toEqual([{ reference: `${watch.reference}-X` }]);

    // Leaving the input saves too; Escape afterwards has nothing left to cancel.
    await page.getByRole('button', { name: `Edit reference of ${name}: ${watch.reference}-X` }).click();
    await input.fill(`${watch.reference}-Y`);
    await page.getByRole('heading', { name: 'Watch Inventory' }).click();
    await page.getByRole('button', { name: `Edit reference of ${name}: ${watch.reference}-Y` }).waitFor();
    expect(putBodies).toEqual([{ reference: `${watch.reference}-X` }, { reference: `${watch.reference}-Y` }]);
    expect((await apiJson<Watch[]>(session.stack, API.watches)).find((saved) => saved.id === watch.id)?.reference).toBe(`${watch.reference}-Y`);
  });

  it('asks before a dialog with changes closes, and warns before the page is left', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Watches');
    const dialog = page.getByRole('dialog', { name: 'Add New Watch' });
    const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

    // Unchanged, it closes at once.
    await page.getByRole('button', { name: 'Add New Watch' }).click();
    await dialog.getByLabel('Brand').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add New Watch' }).click();
    await dialog.getByLabel('Brand').fill('Laurent Ferrier');
    await page.keyboard.press('Escape');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Keep Editing' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await dialog.getByLabel('Brand').inputValue()).toBe('Laurent Ferrier');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);

    const asked = new Promise<string>((resolve) => page.once('dialog', (prompt) => {
      resolve(prompt.type());
      void prompt.accept();
    }));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  it('discards the changes in a dialog once the operator says so', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Watches');
    const [watch] = await apiJson<Watch[]>(session.stack, API.watches);
    const dialog = page.getByRole('dialog', { name: 'Edit Watch' });
    await page.getByRole('button', { name: `Edit ${watch.brand} ${watch.model}`, exact: true }).click();
    await dialog.getByLabel('Model').fill('Never Saved');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await apiJson<Watch[]>(session.stack, API.watches)).find((saved) => saved.id === watch.id)?.model).toBe(watch.model);
  });

  it('adds a watch with an uploaded primary image and a gallery, then deletes it', async () => {
    const collections = await apiJson<Collection[]>(session.stack, API.collections);
    const page = await openAdmin(session);
    await openTab(page, 'Watches');
    await page.getByRole('button', { name: 'Add New Watch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Watch' });
    await dialog.getByLabel('Brand').fill('Grand Seiko');
    await dialog.getByLabel('Model').fill('Snowflake');
    await dialog.getByLabel('Reference').fill('E2E-211');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('grand-seiko-snowflake-e2e-211');
    await dialog.getByLabel('Price').fill('5,800');
    await dialog.getByLabel('Movement').fill('Spring Drive');
    await dialog.getByLabel('Case Material').fill('Titanium');
    await dialog.getByLabel('Case Size').fill('41mm');
    await dialog.getByLabel('Condition').selectOption('Excellent');
    await dialog.getByLabel('Collection').selectOption(String(collections[0].id));
    await dialog.getByLabel('Description').fill('Textured white dial.');

    await dialog.getByRole('button', { name: 'Choose Image' }).click();
    const picker = page.getByRole('dialog', { name: 'Select or Upload Image' });
    await picker.getByRole('tab', { name: 'Upload New' }).click();
    await picker.getByText('Supports JPG, PNG, WebP up to 15MB').waitFor();
    await picker.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await picker.getByText('Invalid file: Please upload an image file (JPEG, PNG, etc.)').waitFor();
    await picker.locator('input[type=file]').setInputFiles({ name: 'snowflake.png', mimeType: 'image/png', buffer: PNG });
    await toast(page, 'Upload successful').waitFor();
    await picker.waitFor({ state: 'hidden' });
    await dialog.waitFor();
    const imageUrl = await dialog.getByLabel('Primary Image').inputValue();
    expect(imageUrl).toMatch(/^\/uploads\//);

    await dialog.getByLabel('Image Gallery').fill(`${imageUrl}\n\n  `);
    await dialog.getByRole('button', { name: 'Save Watch' }).click();
    await toast(page, 'Watch added successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'E2E-211' });
    await row.waitFor();
    expect(await row.textContent()).toContain('$5,800');

    const created = (await apiJson<Watch[]>(session.stack, API.watches)).find((watch) => watch.reference === 'E2E-211');
    expect(created?.imageGallery).toEqual([imageUrl]);

    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to delete this watch?');
      void confirm.accept();
    });
    await row.getByRole('button', { name: 'Delete Grand Seiko Snowflake' }).click();
    await toast(page, 'Watch deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('Escape in the image picker closes only the picker', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Watches');
    await page.getByRole('button', { name: 'Add New Watch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Watch' });
    await dialog.getByRole('button', { name: 'Choose Image' }).click();
    const picker = page.getByRole('dialog', { name: 'Select or Upload Image' });
    await picker.getByRole('tab', { name: 'Image Gallery' }).waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
  });
});

describe('collections', () => {
  it('refuses to delete a collection that still holds watches, with the server message', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Collections');
    const [first] = await apiJson<Collection[]>(session.stack, API.collections);
    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to delete this collection?');
      void confirm.accept();
    });
    await page.getByRole('button', { name: `Delete ${first.name}` }).click();
    await toast(page, 'Failed to delete collection').waitFor();
    await page.getByText(/still holds/).waitFor();
  });

  it('adds, edits and deletes a collection', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Collections');
    await page.getByRole('button', { name: 'Add New Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Collection' });
    await dialog.getByLabel('Name').fill('Pilot Watches');
    await dialog.getByLabel('Description').fill('Flieger and aviation chronographs.');
    await dialog.getByLabel('Collection Image').fill('https://images.example.com/pilot.jpg');
    await dialog.getByLabel('Slug').click();
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('pilot-watches');
    await dialog.getByRole('button', { name: 'Save Collection' }).click();
    await toast(page, 'Collection added successfully').waitFor();
    await page.getByRole('heading', { name: 'Pilot Watches' }).waitFor();

    await page.getByRole('button', { name: 'Edit Pilot Watches' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Collection' });
    await edit.getByLabel('Name').fill('Pilot & Aviation');
    await edit.getByRole('button', { name: 'Save Collection' }).click();
    await toast(page, 'Collection updated successfully').waitFor();
    await page.getByRole('heading', { name: 'Pilot & Aviation' }).waitFor();

    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('button', { name: 'Delete Pilot & Aviation' }).click();
    await toast(page, 'Collection deleted successfully').waitFor();
    await page.getByRole('heading', { name: 'Pilot & Aviation' }).waitFor({ state: 'detached' });
  });
});

describe('order', () => {
  it('moves a collection with the keyboard and with the mouse, resets, and saves zero-based positions', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Order');
    await page.getByRole('heading', { name: 'Collection Display Order' }).waitFor();
    const names = () => page.locator('[data-testid=order-row] strong').allTextContents();
    // The heading shows before the collections arrive: read the rows once the first is there.
    expect(await page.locator('[data-testid=order-row]').first().textContent()).toContain('Position 1');
    const before = await names();

    await page.getByRole('button', { name: `Reorder ${before[0]}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await names()).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await names()).toEqual(before);

    const rows = page.locator('[data-testid=order-row]');
    const from = (await rows.nth(2).boundingBox())!;
    const to = (await rows.nth(0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 8 });
    await page.mouse.up();
    const moved = [before[2], before[0], before[1], ...before.slice(3)];
    expect(await names()).toEqual(moved);

    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(API.admin.reorderCollections));
    await page.getByRole('button', { name: 'Save Order' }).click();
    const body = (await saved).postDataJSON() as { collectionOrders: { id: number; displayOrder: number }[] };
    expect(body.collectionOrders.map(({ displayOrder }) => displayOrder)).toEqual(moved.map((_, index) => index));
    await toast(page, 'Collection order updated successfully').waitFor();
    const publicOrder = (await apiJson<Collection[]>(session.stack, API.collections)).map(({ name }) => name);
    expect(publicOrder).toEqual(moved);
  });

  it('drags with touch from the handle', async () => {
    const page = await openAdmin(session, { width: 390, height: 844 });
    await openTab(page, 'Order');
    const names = () => page.locator('[data-testid=order-row] strong').allTextContents();
    await page.locator('[data-testid=order-row]').first().waitFor();
    const before = await names();
    const handle = (await page.getByRole('button', { name: `Reorder ${before[1]}` }).boundingBox())!;
    const top = (await page.locator('[data-testid=order-row]').first().boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const point = (y: number) => [{ x: handle.x + handle.width / 2, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(handle.y + handle.height / 2) });
    for (const y of [handle.y, top.y + 20, top.y + 5]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await names()).toEqual([before[1], before[0], ...before.slice(2)]);
  });
});

describe('import', () => {
  it('lays out the three sub-tabs with their validation messages', async () => {
    const page = await openAdmin(session);
    await openTab(page, 'Import');
    const subTabs = page.getByRole('tablist', { name: 'Import method' });
    // The Import tab's panel loads on its own: wait for its tabs before reading them.
    await expect.poll(() => subTabs.getByRole('tab').allTextContents()).toEqual(['Import by URL', 'Import from Store', 'Import with API']);
    await page.getByRole('button', { name: 'Load Details' }).click();
    await page.getByText('Please enter a URL').waitFor();

    await subTabs.getByRole('tab', { name: 'Import with API' }).click();
    await page.getByRole('heading', { name: 'Import by Item ID' }).waitFor();
    await page.getByRole('button', { name: 'Fetch Listing' }).click();
    await page.getByText('Please enter an item ID').waitFor();
    await page.getByRole('button', { name: 'Import Store Listings' }).click();
    await page.getByText('Please enter an eBay store ID or URL').waitFor();
    await page.getByText('Please select a collection').waitFor();
    await page.getByLabel('Store URL or ID').fill('not a store!');
    await page.getByRole('button', { name: 'Import Store Listings' }).click();
    await page.getByText('Please enter a valid eBay store ID or complete store URL').waitFor();
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
