import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR } from '@caliber/test-stack';
import { openTab } from '../admin/admin-page.js';
import { startAnalyticsStandIn, type AnalyticsStandIn } from '../shell/analytics-stand-in.js';
import { apiJson, openStorefront, type StorefrontSession } from './storefront-session.js';

/**
 * Every page type works in Chromium under the policy the BFF sends (docs/security-headers.md): no
 * violation reported, analytics included, and the page does what it is for.
 */

const ANALYTICS_ID = 'G-CSPTEST01';

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

/** Records every policy violation a page reports, as the event and as Chromium's console error. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response!.headers()['content-security-policy'];
  expect(policy, `${path} carries a policy`).toBeDefined();
  expect(policy).toContain("frame-ancestors 'none'");
  expect(/script-src [^;]*'unsafe-inline'/.test(policy!), `${path}: no inline scripts allowed`).toBe(false);
}

describe('the Content-Security-Policy in Chromium', () => {
  it('reports no violation on the home, watch, collection, form and not-found pages, with analytics on', async () => {
    const page = await session.newPage();
    const violations = await watchViolations(page);
    const [watch] = await apiJson<{ slug: string }[]>(session.stack, '/api/watches');

    await visit(page, '/');
    await page.getByRole('heading', { name: 'Exceptional Timepieces for Discerning Collectors' }).waitFor();
    // Analytics load only once the visitor accepts them (docs/storefront.md, consent).
    await page.getByRole('region', { name: 'Cookies for analytics' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => analytics.commands.some(([command]) => command === 'config')).toBe(true);

    await visit(page, `/watch/${watch.slug}`);
    await page.getByText(`Ref.`).first().waitFor();
    await page.getByRole('img').first().waitFor();

    await visit(page, '/collection/all-watches');
    await page.getByRole('link', { name: 'View Details' }).first().waitFor();

    await visit(page, '/contact');
    await page.getByLabel('Name').first().fill('Ada Collector');
    expect(await page.getByLabel('Name').first().inputValue()).toBe('Ada Collector');

    await visit(page, '/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();

    expect(violations).toEqual([]);
  });

  it('reports no violation in the back office, signed in, on every tab', async () => {
    const page = await session.newPage();
    const violations = await watchViolations(page);
    await visit(page, '/admin');
    await page.getByLabel('Username').fill(OPERATOR.username);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    for (const tab of ['Watches', 'Collections', 'Import'] as const) {
      await openTab(page, tab);
      await page.getByRole('tabpanel').first().waitFor();
    }
    expect(violations).toEqual([]);
  });

  it('reports no violation in the API reader at /api/docs', async () => {
    const page = await session.newPage();
    const violations = await watchViolations(page);
    await visit(page, '/api/docs');
    await page.locator('.opblock').first().waitFor();
    expect(violations).toEqual([]);
  });
});
