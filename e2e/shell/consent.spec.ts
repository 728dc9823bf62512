import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openStorefront, waitForHydration, type StorefrontSession } from '../storefront/storefront-session.js';
import { startAnalyticsStandIn, type AnalyticsStandIn } from './analytics-stand-in.js';

// Analytics on, pointed at a local stand-in for Google's host: every request it sees is counted.
const ANALYTICS_ID = 'G-CONSENT01';
let session: StorefrontSession;
let analytics: AnalyticsStandIn;

beforeAll(async () => {
  analytics = await startAnalyticsStandIn();
  session = await openStorefront({ env: { ANALYTICS_ID, ANALYTICS_SCRIPT_URL: analytics.scriptUrl } });
});
afterAll(async () => {
  await session?.close();
  await analytics?.close();
});
beforeEach(() => {
  analytics.commands.length = 0;
  analytics.requests.length = 0;
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies for analytics' });
const pageViews = () =>
  analytics.commands.filter(([command, name]) => command === 'event' && name === 'page_view').map(([, , params]) => (params as { page_path: string }).page_path);

/** Follows a footer link as a visitor would, a client-side route change. */
async function visit(page: Page, linkName: string, path: string) {
  await page.locator('footer').getByRole('link', { name: linkName, exact: true }).click();
  await page.waitForURL(`**${path}`);
  await page.waitForLoadState('networkidle');
}

describe('the analytics question', () => {
  it('asks, and sends nothing to the analytics host before an answer', async () => {
    const page = await session.newPage();
    await page.goto('/about');
    await banner(page).waitFor();
    await visit(page, 'Privacy Policy', '/privacy-policy');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await banner(page).waitFor();
    expect(analytics.requests).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
  });

  it('after Decline sends nothing, on this page, the next ones, or after a reload', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await visit(page, 'About Us', '/about');
    await visit(page, 'Contact', '/contact');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    expect(analytics.requests).toEqual([]);
  });

  it('after Accept loads analytics and sends the current page and each next one, remembered across reloads', async () => {
    const page = await session.newPage();
    await page.goto('/about');
    expect(analytics.requests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(pageViews).toEqual(['/about']);
    expect(analytics.requests).toContainEqual(`GET /gtag/js?id=${ANALYTICS_ID}`);
    await visit(page, 'Privacy Policy', '/privacy-policy');
    await expect.poll(pageViews).toEqual(['/about', '/privacy-policy']);

    await page.reload();
    await expect.poll(pageViews).toEqual(['/about', '/privacy-policy', '/privacy-policy']);
    expect(await banner(page).count()).toBe(0);
  });

  it('is described by the privacy policy landed on from outside, whose Cookie settings link is at the foot of the page', async () => {
    const page = await session.newPage();
    await page.goto('/privacy-policy');
    const cookies = page.getByRole('main').locator('h2:has-text("Cookies and Tracking") + p');
    await expect.poll(() => cookies.textContent()).toContain('Analytics load only after you accept them in the cookie banner');
    expect(await cookies.textContent()).not.toContain('no analytics');
    await banner(page).waitFor();
    // The footer hydrates as it comes near (docs/server-rendering.md).
    await page.locator('footer').scrollIntoViewIfNeeded();
    await waitForHydration(page, 'footer');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).waitFor();
  });

  it('sends the page view of a page with a token without its query string or fragment, and keeps other queries', async () => {
    const page = await session.newPage();
    await page.goto('/about');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(pageViews).toEqual(['/about']);
    await page.goto('/unsubscribe?token=7.privateprivateprivate01');
    await expect.poll(pageViews).toEqual(['/about', '/unsubscribe']);
    await page.goto('/confirm-subscription?token=7.abc.privateprivateprivate02');
    await expect.poll(pageViews).toEqual(['/about', '/unsubscribe', '/confirm-subscription']);
    await page.goto('/search-alerts/manage#token=7.privateprivateprivate03');
    await expect.poll(pageViews).toEqual(['/about', '/unsubscribe', '/confirm-subscription', '/search-alerts/manage']);
    await page.goto('/search?q=rolex');
    await expect.poll(pageViews).toEqual(['/about', '/unsubscribe', '/confirm-subscription', '/search-alerts/manage', '/search?q=rolex']);
    expect(JSON.stringify(analytics.commands)).not.toContain('private');
    expect(JSON.stringify(analytics.requests)).not.toContain('private');
  });

  it('reopens from the footer\'s Cookie settings; a Decline then stops the page views', async () => {
    const page = await session.newPage();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(pageViews).toEqual(['/']);

    await waitForHydration(page, 'footer');
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    const decline = banner(page).getByRole('button', { name: 'Decline' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Accept');
    await decline.click();
    await banner(page).waitFor({ state: 'detached' });
    const sent = analytics.requests.length;
    await visit(page, 'About Us', '/about');
    await visit(page, 'Contact', '/contact');
    expect(pageViews()).toEqual(['/']);
    expect(analytics.requests.length).toBe(sent);

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    expect(analytics.requests.length).toBe(sent);
  });

  it('leaves the page working, and sends nothing, when the question\'s own code cannot be loaded', async () => {
    const page = await session.newPage();
    const refused: string[] = [];
    // The question's code is a chunk of its own, fetched when it is asked: refuse it, as a broken deploy would.
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('Cookies for analytics')) {
        refused.push(route.request().url());
        await route.abort();
      } else await route.fulfill({ response });
    });
    await page.goto('/about');
    await expect.poll(() => refused.length).toBe(1);
    await page.waitForLoadState('networkidle');
    await visit(page, 'Privacy Policy', '/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(analytics.requests).toEqual([]);
  });
});
