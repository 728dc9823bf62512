import { API, type Collection } from '@caliber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, waitForHydration, type StorefrontSession } from '../storefront/storefront-session.js';

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

describe('header', () => {
  it('lists every collection under Collections, after View All Collections', async () => {
    const page = await session.newPage();
    await page.goto('/about');
    const collections = await apiJson<Collection[]>(session.stack, API.collections);
    await page.getByRole('button', { name: 'Collections' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('listitem').getByRole('link');
    await menu.filter({ hasText: collections[0].name }).waitFor();
    const links = await page.locator('nav[aria-label="Main"] ul ul a').evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]),
    );
    expect(links).toEqual([
      ['View All Collections', '/collections'],
      ...collections.map((collection) => [collection.name, `/collection/${collection.slug}`]),
    ]);
  });

  it('opens the Collections menu from the keyboard and closes it with Escape', async () => {
    const page = await session.newPage();
    await page.goto('/about');
    const trigger = page.getByRole('button', { name: 'Collections' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('View All Collections');
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Collections');
  });

  it('highlights the current page for Home, About, Trade-In and Contact', async () => {
    const page = await session.newPage();
    for (const [path, label] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/trade-in', 'Trade-In'],
      ['/contact', 'Contact'],
    ]) {
      await page.goto(path);
      const current = page.locator('nav[aria-label="Main"] a[aria-current="page"]');
      await expect.poll(() => current.allTextContents()).toEqual([label]);
    }
  });

  it('on a phone, the menu toggle shows the links and choosing one closes it', async () => {
    const page = await session.newPage({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Trade-In' }).click();
    await page.waitForURL('**/trade-in');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone, the logo closes the menu, on the page it names too', async () => {
    const page = await session.newPage({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.locator('#mobile-menu').waitFor();
    await page.locator('header').getByRole('link', { name: /Caliber/ }).first().click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
  });
});

describe('footer', () => {
  it('links as docs/storefront.md says', async () => {
    const page = await session.newPage();
    await page.goto('/about');
    const footer = page.locator('footer');
    const href = (name: string) => footer.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await href('Collections')).toBe('/collection/luxury-timepieces');
    expect(await href('Privacy Policy')).toBe('/privacy-policy');
    expect(await href('Terms of Service')).toBe('/customer-service');
    expect(await href('Sitemap')).toBe('/customer-service');
    for (const help of ['Shipping', 'Returns', 'Payment', 'Authentication']) {
      expect(await href(help)).toBe(`/customer-service/${help.toLowerCase()}`);
    }
    const social = footer.locator('a[target="_blank"]');
    expect(await social.count()).toBe(3);
    expect(await social.evaluateAll((anchors) => anchors.every((anchor) => anchor.getAttribute('rel')?.includes('noopener')))).toBe(true);
    await footer.getByText('Mon-Fri 10am-7pm CST').waitFor();
    await footer.getByRole('button', { name: 'Subscribe' }).waitFor();
    // Analytics are off in this stack: nothing to consent to, so no question and no way back to it.
    expect(await footer.getByRole('button', { name: 'Cookie settings' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Cookies for analytics' }).count()).toBe(0);
  });

  it('subscribes from the footer and shows one toast', async () => {
    const page = await session.newPage();
    await page.goto('/about');
    const footer = page.locator('footer');
    // The newsletter form loads (and its fields enable) when it comes near the viewport, as a visitor scrolls.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('textbox').fill(`footer-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'Subscription Successful' }).waitFor();
    expect(await page.locator('[aria-label="Notifications (F8)"] li').count()).toBe(1);
  });
});

describe('the privacy policy without analytics', () => {
  it('says no analytics are used, and the page has neither a cookie banner nor a Cookie settings link', async () => {
    const page = await session.newPage();
    await page.goto('/privacy-policy');
    const cookies = page.getByRole('main').locator('h2:has-text("Cookies and Tracking") + p');
    await expect.poll(() => cookies.textContent()).toContain('it uses no analytics or advertising cookies');
    expect(await cookies.textContent()).not.toContain('cookie banner');
    // The footer hydrates as it comes near (docs/server-rendering.md).
    await page.locator('footer').scrollIntoViewIfNeeded();
    await waitForHydration(page, 'footer');
    expect(await page.getByRole('region', { name: 'Cookies for analytics' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cookie settings' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Cookie settings' }).count()).toBe(0);
  });
});

describe('routing', () => {
  it('shows the not-found screen for a path outside the route table', async () => {
    const page = await session.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('scrolls to the top on a route change', async () => {
    const page = await session.newPage();
    await page.goto('/privacy-policy');
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL('**/contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('never downloads the admin remote on public pages, and does on /admin', async () => {
    const page = await session.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ['/', '/collections', '/about', '/contact', '/trade-in', '/customer-service/shipping']) {
      await page.goto(path, { waitUntil: 'networkidle' });
    }
    expect(requested.filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
    await Promise.all([page.waitForRequest(/\/remotes\/admin\/remoteEntry\.[0-9a-f]{16}\.js$/), page.goto('/admin')]);
  });
});

describe('eBay authentication screen', () => {
  it('tells the opener, from our origin, reloads it and closes itself', async () => {
    const page = await session.newPage();
    const messages: Array<{ origin: string; data: unknown }> = [];
    // Exposed functions and init scripts survive the reload the screen asks of its opener.
    await page.exposeFunction('recordMessage', (message: { origin: string; data: unknown }) => messages.push(message));
    await page.addInitScript(() =>
      window.addEventListener('message', (event) =>
        (window as unknown as { recordMessage: (message: unknown) => void }).recordMessage({ origin: event.origin, data: event.data }),
      ),
    );
    await page.goto('/about');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => window.open('/ebay-auth-success'))]);
    await popup.getByRole('heading', { name: 'eBay Authentication Complete' }).waitFor();
    await popup.getByText('Your account has been successfully authenticated.').waitFor();
    await popup.getByRole('button', { name: 'Close Window' }).waitFor();
    await popup.waitForEvent('close', { timeout: 15_000 });

    expect(messages.length).toBeGreaterThanOrEqual(1);
    for (const message of messages) {
      expect(message).toEqual({ origin: session.stack.url, data: { type: 'EBAY_AUTH_SUCCESS', success: true } });
    }
  });

  it('keeps trying while there is no opener', async () => {
    const page = await session.newPage();
    await page.goto('/ebay-auth-success');
    await page.getByText('Attempting to notify main window of successful authentication...').waitFor();
    await page.getByText(/This window will close in [0-4] seconds?\./).waitFor();
  });
});
