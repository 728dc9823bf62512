import { WEB_FONTS } from '@caliber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorefront, type StorefrontSession } from './storefront-session.js';

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront({ worker: false });
});
afterAll(async () => {
  await session?.close();
});

const headingFamily = (page: import('playwright-core').Page) => page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily);
const hasWebFontsClass = (page: import('playwright-core').Page) =>
  page.evaluate((className) => document.documentElement.classList.contains(className), WEB_FONTS.className);

describe('web fonts', () => {
  it("paints a browser's first page in the fallback faces and asks for the font files only once it has loaded; the next page uses the web fonts", async () => {
    const page = await session.newPage();
    let loaded = false;
    const fontRequests: { url: string; afterLoad: boolean }[] = [];
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push({ url: request.url(), afterLoad: loaded });
    });

    await page.goto('/collection/all-watches');
    expect(await hasWebFontsClass(page)).toBe(false);
    expect(await headingFamily(page)).toMatch(/^"Cormorant Garamond Fallback"/);
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, WEB_FONTS.storageKey);
    expect(fontRequests).toHaveLength(4);
    expect(fontRequests.every((request) => request.afterLoad)).toBe(true);

    await page.goto('/');
    expect(await hasWebFontsClass(page)).toBe(true);
    expect(await headingFamily(page)).toMatch(/^"Cormorant Garamond", "Cormorant Garamond Fallback"/);
    const loadedFamilies = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') faces.push(`${face.family} ${face.weight}`);
      });
      return faces;
    });
    expect(loadedFamilies).toEqual(expect.arrayContaining(['Inter 400', 'Cormorant Garamond 500']));
  });
});
