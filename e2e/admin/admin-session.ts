import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { openStorefront, type StorefrontSession } from '../storefront/storefront-session.js';

/**
 * A stack for the admin journeys: its own, as every suite, unless E2E_BASE_URL names one already
 * running with the e2e operator (starting a stack with its seed takes minutes on a busy machine,
 * which makes iterating on these journeys slow).
 */
export async function openAdminSession(): Promise<StorefrontSession> {
  const url = process.env.E2E_BASE_URL;
  if (!url) return openStorefront();
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    stack: { url, databaseUrl: '', env: {}, stop: async () => {} },
    browser,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ baseURL: url, viewport });
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
    },
  };
}
