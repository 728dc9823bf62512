import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from '../admin/admin-page.js';
import { openStorefront, type StorefrontSession } from '../storefront/storefront-session.js';

type OpenApiDocument = { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

/** Records what a page asks of other origins and the errors it reports. */
function watchPage(page: Page) {
  const elsewhere: string[] = [];
  const failures: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== session.stack.url) elsewhere.push(request.url());
  });
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  return { elsewhere, failures };
}

/** Opens the reader in the page (with its cookies) and checks it shows every operation of the document it is served. */
async function readerShowsDocument(page: Page): Promise<OpenApiDocument> {
  // The BFF's own policy (docs/security-headers.md): scripts from this site, and no inline script but the
  // storefront's two (the web fonts switch and the boot script), named by their hashes.
  const response = await page.goto('/api/docs');
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*';/);
  const document = (await (await page.request.get('/api/openapi.json')).json()) as OpenApiDocument;
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
  const locked = operations.filter((operation) => (operation.security ?? []).length > 0);
  await page.locator('.opblock').nth(operations.length - 1).waitFor();
  expect(await page.locator('.opblock').count()).toBe(operations.length);
  expect(await page.locator('.opblock .authorization__btn').count()).toBe(locked.length);
  return document;
}

describe('the API reader at /api/docs', () => {
  it('shows the public operations to a visitor, under a policy without inline scripts, loading nothing from elsewhere', async () => {
    const page = await session.newPage();
    const seen = watchPage(page);
    const document = await readerShowsDocument(page);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    await page.locator('.opblock-summary-path', { hasText: '/api/inquiries' }).first().waitFor();
    expect(seen.elsewhere).toEqual([]);
    expect(seen.failures).toEqual([]);
  });

  it('shows every operation to the signed-in operator, the admin ones locked', async () => {
    const page = await openAdmin(session);
    const seen = watchPage(page);
    const document = await readerShowsDocument(page);
    expect(Object.keys(document.paths)).toContain('/api/admin/watches/{id}');
    await page.locator('.opblock-summary-path', { hasText: '/api/admin/watches/{id}' }).first().waitFor();
    expect(seen.elsewhere).toEqual([]);
    expect(seen.failures).toEqual([]);
  });
});
