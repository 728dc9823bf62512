import { API, IMAGE_WIDTHS, type Watch } from '@caliber/contracts';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, openStorefront, waitForHydration, type StorefrontSession } from './storefront-session.js';

let session: StorefrontSession;
let watch: Watch;

beforeAll(async () => {
  session = await openStorefront();
  const watches = await apiJson<Watch[]>(session.stack, API.watches);
  const withGallery = watches.find((candidate) => (candidate.imageGallery?.length ?? 0) > 2);
  if (!withGallery) throw new Error('the demo seed has no watch with three photos or more');
  watch = await apiJson<Watch>(session.stack, API.watch(withGallery.slug));
});
afterAll(async () => {
  await session?.close();
});

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

async function openWatch(page: Page): Promise<{ count: number; opener: Locator; viewer: Locator }> {
  const count = watch.imageGallery!.length;
  await page.goto(`/watch/${watch.slug}`);
  await waitForHydration(page, 'button[aria-label^="Enlarge image"]');
  return { count, opener: page.getByRole('button', { name: /^Enlarge image \d+ of \d+$/ }), viewer: page.getByRole('dialog', { name: /^Photo viewer/ }) };
}

const picture = (viewer: Locator) => viewer.getByRole('img');
const scaleOf = async (viewer: Locator) => Number(/scale\(([\d.]+)\)/.exec((await picture(viewer).getAttribute('style')) ?? '')?.[1] ?? NaN);
const photoNumber = async (viewer: Locator) => Number(/image (\d+) of/.exec((await picture(viewer).getAttribute('alt')) ?? '')?.[1]);
const currentThumb = (page: Page) => page.locator('button[aria-current="true"][aria-label^="Show image"]').getAttribute('aria-label');

describe('the photo viewer', () => {
  it('by keyboard: opens full screen on the largest copy, arrows move it and the thumbnails, +/- zoom, Escape closes and focus returns', async () => {
    const page = await session.newPage();
    const { count, opener, viewer } = await openWatch(page);
    await opener.focus();
    await page.keyboard.press('Enter');
    await viewer.waitFor();
    expect(await viewer.getAttribute('aria-modal')).toBe('true');
    const box = (await viewer.boundingBox())!;
    expect([box.width, box.height]).toEqual([1280, 900]);
    expect(await picture(viewer).getAttribute('src')).toMatch(new RegExp(`-${LARGEST}\\.webp$`));
    await expect.poll(() => picture(viewer).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Focus is inside the dialog, and stays there: the page behind is inert.
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    for (let step = 0; step < 2; step++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

    await page.keyboard.press('ArrowRight');
    expect(await photoNumber(viewer)).toBe(2);
    expect(await currentThumb(page)).toBe(`Show image 2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await photoNumber(viewer)).toBe(count);
    expect(await currentThumb(page)).toBe(`Show image ${count} of ${count}`);

    await page.keyboard.press('+');
    expect(await scaleOf(viewer)).toBeGreaterThan(1);
    await page.keyboard.press('-');
    expect(await scaleOf(viewer)).toBe(1);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Enlarge image ${count} of ${count}`);
  });

  it('by mouse: a click opens, a double click zooms in and out, the buttons move between photos and close', async () => {
    const page = await session.newPage();
    const { viewer, opener } = await openWatch(page);
    await opener.click();
    await viewer.waitFor();
    const img = (await picture(viewer).boundingBox())!;
    await page.mouse.dblclick(img.x + img.width / 2 + 40, img.y + img.height / 2);
    await expect.poll(() => scaleOf(viewer)).toBe(2.5);
    await page.mouse.dblclick(img.x + img.width / 2, img.y + img.height / 2);
    await expect.poll(() => scaleOf(viewer)).toBe(1);

    await viewer.getByRole('button', { name: 'Next image' }).click();
    expect(await photoNumber(viewer)).toBe(2);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(await currentThumb(page)).toMatch(/^Show image 2 of/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Enlarge image 2 of/);
  });

  describe('by touch', () => {
    let page: Page;
    let cdp: CDPSession;
    let viewer: Locator;

    beforeAll(async () => {
      const context = await session.browser.newContext({ baseURL: session.stack.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      page = await context.newPage();
      cdp = await context.newCDPSession(page);
      ({ viewer } = await openWatch(page));
      await page.getByRole('button', { name: /^Enlarge image/ }).tap();
      await viewer.waitFor();
    });
    afterAll(async () => {
      await page?.context().close();
    });

    type Touch = { x: number; y: number; id: number };
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: Touch[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
    async function drag(from: Touch[], to: Touch[], steps = 8) {
      await touch('touchStart', from);
      for (let step = 1; step <= steps; step++) {
        await touch(
          'touchMove',
          from.map((point, i) => ({ id: point.id, x: point.x + ((to[i].x - point.x) * step) / steps, y: point.y + ((to[i].y - point.y) * step) / steps })),
        );
      }
      await touch('touchEnd', []);
    }

    it('swipes between photos, keeping the thumbnails in step', async () => {
      expect(await photoNumber(viewer)).toBe(1);
      await drag([{ id: 1, x: 300, y: 420 }], [{ id: 1, x: 80, y: 430 }]);
      await expect.poll(() => photoNumber(viewer)).toBe(2);
      await drag([{ id: 1, x: 80, y: 420 }], [{ id: 1, x: 320, y: 420 }]);
      await expect.poll(() => photoNumber(viewer)).toBe(1);
      expect(await currentThumb(page)).toMatch(/^Show image 1 of/);
    });

    it('pinches to zoom in and back out', async () => {
      await drag(
        [
          { id: 1, x: 170, y: 420 },
          { id: 2, x: 220, y: 420 },
        ],
        [
          { id: 1, x: 95, y: 420 },
          { id: 2, x: 295, y: 420 },
        ],
      );
      await expect.poll(() => scaleOf(viewer)).toBeGreaterThan(3);
      // Zoomed, a one-finger drag pans instead of changing photo.
      await drag([{ id: 1, x: 300, y: 420 }], [{ id: 1, x: 150, y: 420 }]);
      expect(await photoNumber(viewer)).toBe(1);
      await drag(
        [
          { id: 1, x: 95, y: 420 },
          { id: 2, x: 295, y: 420 },
        ],
        [
          { id: 1, x: 185, y: 420 },
          { id: 2, x: 205, y: 420 },
        ],
      );
      await expect.poll(() => scaleOf(viewer)).toBe(1);
    });

    it('double-taps to zoom in and out', async () => {
      await page.touchscreen.tap(195, 420);
      await page.touchscreen.tap(195, 420);
      await expect.poll(() => scaleOf(viewer)).toBe(2.5);
      await page.touchscreen.tap(195, 420);
      await page.touchscreen.tap(195, 420);
      await expect.poll(() => scaleOf(viewer)).toBe(1);
    });
  });
});

describe('a watch page with a gallery', () => {
  const atTopOnceSettled = async (page: Page) => {
    await waitForHydration(page, 'button[aria-label^="Enlarge image"]');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  };

  it('opens at its top on a desktop screen, landed on directly and from a card', async () => {
    const page = await session.newPage({ width: 1366, height: 900 });
    await page.goto(`/watch/${watch.slug}`);
    await atTopOnceSettled(page);

    await page.goto('/collection/all-watches');
    await page.locator('main article').filter({ hasText: `Ref. ${watch.reference}` }).getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**/watch/${watch.slug}`);
    await atTopOnceSettled(page);
  });
});
