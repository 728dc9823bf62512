import { API, ROUTES, type Collection, type Watch } from '@caliber/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin, openTab } from '../admin/admin-page.js';
import { apiJson, openStorefront, waitForFeaturedWatches, type StorefrontSession } from '../storefront/storefront-session.js';
import { accessibilityViolations } from '../support/axe.js';

// Every page kind, landed on from outside (server-rendered, then hydrated), and every back-office tab, at a
// phone's and a desktop's width, checked by axe-core's WCAG 2.2 A/AA rules: no serious or critical violation.

const WIDTHS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

let session: StorefrontSession;
let pages: [kind: string, path: string][];

beforeAll(async () => {
  session = await openStorefront({ worker: false });
  const [watch] = await apiJson<Watch[]>(session.stack, API.featuredWatches);
  const [collection] = await apiJson<Collection[]>(session.stack, API.collections);
  pages = [
    ['home', ROUTES.home],
    ['watch', ROUTES.watch(watch.slug)],
    ['collection', ROUTES.collection(collection.slug)],
    ['all watches', ROUTES.collection('all-watches')],
    ['collections', ROUTES.collections],
    ['search results', `${ROUTES.search}?q=rolex`],
    ['search with no text', ROUTES.search],
    ['about', ROUTES.about],
    ['contact', ROUTES.contact],
    ['trade-in', ROUTES.tradeIn],
    ['customer service', ROUTES.customerService],
    ['a customer service topic', ROUTES.shipping],
    ['privacy policy', ROUTES.privacyPolicy],
    ['not found', '/no-such-page'],
    ['reschedule a viewing', ROUTES.rescheduleViewing],
    ['cancel a viewing', ROUTES.cancelViewing],
    ['admin sign-in', ROUTES.admin],
  ];
});
afterAll(async () => {
  await session?.close();
});

/** Waits until what the page draws after hydration (lazy regions, the featured watches) is there. */
async function settled(page: Page, path: string): Promise<void> {
  if (path === ROUTES.home) await waitForFeaturedWatches(page);
  await page.waitForLoadState('networkidle');
}

describe.each(WIDTHS)('every page kind at a %s width', (_, viewport) => {
  it('has no serious or critical WCAG 2.2 A/AA violation', async () => {
    const found: string[] = [];
    for (const [kind, path] of pages) {
      const page = await session.newPage(viewport);
      await page.goto(path);
      await settled(page, path);
      found.push(...(await accessibilityViolations(page, ['moderate', 'serious', 'critical'])).map((line) => `${kind} (${path}): ${line}`));
      await page.close();
    }
    expect(found).toEqual([]);
  });
});

describe.each(WIDTHS)('every back-office tab at a %s width', (_, viewport) => {
  it('has no serious or critical WCAG 2.2 A/AA violation', async () => {
    const page = await openAdmin(session, viewport);
    const found: string[] = [];
    for (const tab of ['Dashboard', 'Watches', 'Collections', 'Order', 'Import', 'Viewings'] as const) {
      await openTab(page, tab);
      await page.getByRole('tabpanel').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      found.push(...(await accessibilityViolations(page, ['moderate', 'serious', 'critical'])).map((line) => `${tab}: ${line}`));
    }
    expect(found).toEqual([]);
  });
});
