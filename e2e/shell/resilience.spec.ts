import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { startStack, type Stack } from '@caliber/test-stack';
import { startAnalyticsStandIn, type AnalyticsStandIn } from './analytics-stand-in.js';

// One stack where, for the browser, the catalog remote's files cannot be reached and the forms remote's
// never answer, and analytics is on. The BFF renders neither remote (their Node builds are over its size
// limit), so both regions are the browser's to draw.
let stack: Stack;
let browser: Browser;
let analytics: AnalyticsStandIn;

const ANALYTICS_ID = 'G-E2ETEST01';

beforeAll(async () => {
  analytics = await startAnalyticsStandIn();
  stack = await startStack({ env: { REMOTE_FILE_MAX_BYTES: '1024', ANALYTICS_ID, ANALYTICS_SCRIPT_URL: analytics.scriptUrl }, untilReady: false });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await analytics?.close();
});

// Pages are awaited to DOMContentLoaded: the hanging remote's preload hint holds the load event forever.
async function newPage() {
  const context = await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
  await context.route(`${stack.url}/remotes/catalog/**`, (route) => route.abort('connectionrefused'));
  // Never fulfilled, continued nor aborted: the request hangs until the page closes.
  await context.route(`${stack.url}/remotes/forms/**`, () => undefined);
  return context.newPage();
}

describe('a remote that is down', () => {
  it('leaves the rest of the site working and says so, with a retry', async () => {
    const page = await newPage();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await notice.waitFor();
    await page.getByRole('button', { name: 'Collections' }).waitFor();
    await page.locator('footer').getByText('Mon-Fri 10am-7pm CST').waitFor();

    await notice.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('alert').filter({ hasText: 'This page could not be loaded' }).waitFor();
  });

  it('still shows the shell\'s own screens', async () => {
    const page = await newPage();
    await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});

describe('a remote that never answers', () => {
  it('gives up after the 5 s script timeout and says so', async () => {
    const page = await newPage();
    await page.goto('/customer-service', { waitUntil: 'domcontentloaded' });
    // The newsletter region loads its remote when it comes near the viewport, once the page has hydrated:
    // bring the footer into view until the notice shows (a scroll before hydration is not seen).
    const notice = page.locator('footer').getByRole('alert').filter({ hasText: 'The newsletter signup could not be loaded' });
    await expect
      .poll(
        async () => {
          await page.locator('footer').scrollIntoViewIfNeeded();
          return notice.isVisible();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
  });
});

describe('analytics', () => {
  it('once accepted, loads gtag with the configured id and sends a page view per route change', async () => {
    analytics.commands.length = 0;
    const page = await newPage();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The page settles first (its catalog region turns into the failure notice, moving the footer).
    await page.getByRole('alert').filter({ hasText: 'This page could not be loaded' }).waitFor();
    // Analytics wait for the visitor's yes (consent.spec.ts covers the question itself).
    await page.getByRole('region', { name: 'Cookies for analytics' }).getByRole('button', { name: 'Accept' }).click();
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy-policy', { waitUntil: 'commit' });

    const pageViews = () =>
      analytics.commands.filter(([command, name]) => command === 'event' && name === 'page_view').map(([, , params]) => (params as { page_path: string }).page_path);
    await expect.poll(pageViews).toEqual(['/', '/privacy-policy']);
    expect(analytics.commands).toContainEqual(['config', ANALYTICS_ID, { send_page_view: false }]);
    expect(await page.locator('body').innerText()).not.toContain(ANALYTICS_ID);
  });
});
