import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startS3Server, startStack, type S3Server, type Stack } from '@caliber/test-stack';
import { apiJson, openStorefront, waitForFeaturedWatches, type StorefrontSession } from '../storefront/storefront-session.js';

describe('npm start with S3_BUCKET: the demo catalogue in the bucket, served by every BFF', () => {
  let s3: S3Server;
  let stack: Stack;
  let second: { url: string; stop(): Promise<void> };

  beforeAll(async () => {
    s3 = await startS3Server();
    stack = await startStack({ worker: false, env: s3.env });
    second = await stack.startReplica();
  });
  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
    await s3?.stop();
  });

  it('seeds the demo pictures into the bucket, not the folder, and both replicas serve them with their WebP copies', async () => {
    expect(readdirSync(stack.env.UPLOAD_DIR)).toEqual([]);
    const { body: collections } = await api(stack.url, '/api/collections');
    const imageUrl: string = collections[0].imageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/demo-[a-z0-9-]+\.jpg$/);
    for (const url of [stack.url, second.url]) {
      const original = await fetch(`${url}${imageUrl}`);
      expect([original.status, original.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      const copy = await fetch(`${url}${imageUrl.replace('.jpg', '-800.webp')}`);
      expect([copy.status, copy.headers.get('content-type'), copy.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    }
  });
});

describe('with S3_PUBLIC_URL at the bucket: the pages name every picture there and load it with no redirect', () => {
  let s3: S3Server;
  let session: StorefrontSession;
  let imageHost: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    // s3rver answers a GET without credentials, as a public bucket does.
    imageHost = `${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}`;
    session = await openStorefront({ worker: false, env: { ...s3.env, S3_PUBLIC_URL: imageHost } });
  });
  afterAll(async () => {
    await session?.close();
    await s3?.stop();
  });

  /** Every picture the page asks for, and each error Chromium reports: a hydration mismatch, a policy violation. */
  function record(page: Page): { pictures: string[]; failed: string[]; errors: string[] } {
    const seen = { pictures: [] as string[], failed: [] as string[], errors: [] as string[] };
    page.on('request', (request) => request.resourceType() === 'image' && seen.pictures.push(request.url()));
    page.on('response', (response) => response.request().resourceType() === 'image' && response.status() !== 200 && seen.failed.push(`${response.status()} ${response.url()}`));
    page.on('console', (message) => message.type() === 'error' && seen.errors.push(message.text()));
    page.on('pageerror', (error) => seen.errors.push(error.message));
    return seen;
  }

  it('the API names the host, and a watch page and the home page load their pictures from it, with no error reported (hydration, policy)', async () => {
    const [watch] = await apiJson<{ slug: string; imageUrl: string }[]>(session.stack, '/api/watches?limit=1');
    expect(watch.imageUrl).toMatch(new RegExp(`^${imageHost}/demo-[a-z0-9-]+\\.jpg$`));

    for (const [path, scroll] of [[`/watch/${watch.slug}`, false], ['/', true]] as const) {
      const page = await session.newPage();
      const seen = record(page);
      await page.goto(path);
      if (scroll) await waitForFeaturedWatches(page);
      // The page's pictures in view have loaded (every <img> that is not lazy, and the lazy ones already asked for).
      await page.waitForFunction(() => Array.from(document.images).filter((image) => image.loading !== 'lazy' || image.currentSrc).every((image) => image.complete && image.naturalWidth > 0));
      const shown = await page.evaluate(() => Array.from(document.images).filter((image) => image.currentSrc).map((image) => image.currentSrc));
      expect(shown.length, path).toBeGreaterThan(0);
      expect(shown.filter((url) => !url.startsWith(`${imageHost}/`)), path).toEqual([]);
      expect(seen.pictures.filter((url) => url.startsWith(`${session.stack.url}/uploads/`)), path).toEqual([]);
      expect(seen.pictures.some((url) => url.startsWith(`${imageHost}/`) && url.endsWith('.webp')), path).toBe(true);
      expect(seen.failed, path).toEqual([]);
      expect(seen.errors, path).toEqual([]);
      await page.close();
    }
  });

  it('a watch page drawn in the browser (a client-side navigation) names its pictures there too', async () => {
    const page = await session.newPage();
    const seen = record(page);
    await page.goto('/');
    await waitForFeaturedWatches(page);
    await page.locator('#featured article a').first().click();
    await page.waitForURL(/\/watch\//);
    // Only the watch page's gallery has it: the home page has gone.
    await page.getByRole('button', { name: /^Enlarge image/ }).waitFor();
    const main = page.locator('img[fetchpriority="high"]');
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await main.evaluate((image: HTMLImageElement) => [image.currentSrc, image.srcset])).toEqual([
      expect.stringMatching(new RegExp(`^${imageHost}/demo-[a-z0-9-]+-\\d+\\.webp$`)),
      expect.stringMatching(new RegExp(`^${imageHost}/demo-[a-z0-9-]+-400\\.webp 400w, `)),
    ]);
    expect(seen.pictures.filter((url) => url.startsWith(`${session.stack.url}/uploads/`))).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  });
});
