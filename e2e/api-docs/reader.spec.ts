import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, type StorefrontSession } from '../storefront/storefront-session.js';

type OpenApiDocument = { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> };

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

describe('the API reader at /api/docs', () => {
  it('shows every operation, the admin ones locked, under a policy without inline scripts, loading nothing from elsewhere', async () => {
    const page = await session.newPage();
    const elsewhere: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== session.stack.url) elsewhere.push(request.url());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });

    // The BFF's own policy (docs/security-headers.md): scripts from this site only.
    const response = await page.goto('/api/docs');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    const document = await apiJson<OpenApiDocument>(session.stack, '/api/openapi.json');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const locked = operations.filter((operation) => (operation.security ?? []).length > 0);
    await page.locator('.opblock').nth(operations.length - 1).waitFor();
    expect(await page.locator('.opblock').count()).toBe(operations.length);
    expect(await page.locator('.opblock .authorization__btn').count()).toBe(locked.length);
    await page.locator('.opblock-summary-path', { hasText: '/api/admin/watches/{id}' }).first().waitFor();
    expect(elsewhere).toEqual([]);
    expect(failures).toEqual([]);
  });
});
