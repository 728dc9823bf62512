import { API, type Collection, type CollectionDetail, type Watch } from '@caliber/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyCardTitle } from '../support/watch-list.js';
import { apiJson, openStorefront, waitForFeaturedWatches, waitForHydration, type StorefrontSession } from './storefront-session.js';

let session: StorefrontSession;

beforeAll(async () => {
  session = await openStorefront();
});
afterAll(async () => {
  await session?.close();
});

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

async function featuredPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('#featured article p').allTextContents();
  return texts.filter((text) => text.startsWith('$')).map(dollars);
}

describe('home', () => {
  it('shows hero, collections, featured watches, about, testimonials and newsletter, in that order', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1, name: 'Exceptional Timepieces for Discerning Collectors' });
    await hero.waitFor();
    const collections = await apiJson<Collection[]>(session.stack, API.collections);
    await page.getByRole('link', { name: 'View Collection' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'View Collection' }).count()).toBe(collections.length);
    await page.locator('#featured article').first().waitFor();
    await page.getByText(/^Collector since /).first().waitFor();

    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    const order = [
      await hero.boundingBox().then((box) => box!.y),
      await top('text=Curated Collections'),
      await top('#featured'),
      await top('#about'),
      await top('text=What Collectors Say'),
      await top('main form[aria-label="Newsletter signup"]'),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const heroHeight = await page.evaluate(() => document.querySelector('main section')!.getBoundingClientRect().height);
    expect(heroHeight).toBeGreaterThanOrEqual(900 * 0.8 - 1);
  });

  it("scrolls to the featured watches with 'Explore Collection' and to the about block with 'Learn More'", async () => {
    const page = await session.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Collection' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('featured')!.getBoundingClientRect().top) < 120);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Learn More' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('about')!.getBoundingClientRect().top) < 120);
  });

  it('keeps the page on screen when an in-page link is used before the page\'s code has arrived', async () => {
    const page = await session.newPage();
    let releaseCatalog = () => {};
    const catalogReleased = new Promise<void>((resolve) => (releaseCatalog = resolve));
    await page.route(/\/remotes\/catalog\//, async (route) => {
      await catalogReleased;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      const watched = window as typeof window & { featuredDropped?: boolean };
      new MutationObserver(() => (watched.featuredDropped ||= !document.getElementById('featured'))).observe(document.body, { childList: true, subtree: true });
    });

    await page.getByRole('link', { name: 'Explore Collection' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('featured')?.getBoundingClientRect().top ?? Infinity) < 120);
    releaseCatalog();
    await waitForFeaturedWatches(page);
    expect(await page.evaluate(() => (window as typeof window & { featuredDropped?: boolean }).featuredDropped ?? false)).toBe(false);
    expect(new URL(page.url()).hash).toBe('#featured');
  });

  it('sorts and filters the featured watches in the browser', async () => {
    const featured = await apiJson<Watch[]>(session.stack, API.featuredWatches);
    const page = await session.newPage();
    await page.goto('/');
    await page.locator('#featured article').first().waitFor();
    expect(await page.locator('#featured article').count()).toBe(featured.length);
    // A choice made before the section hydrates is not React's to see.
    await waitForFeaturedWatches(page);

    const byPrice = (direction: 1 | -1) => featuredPrices(page).then((prices) => prices.join() === [...prices].sort((a, b) => direction * (a - b)).join());
    await page.locator('#featured').getByLabel('Sort watches').selectOption({ label: 'Price: High to Low' });
    await expect.poll(() => byPrice(-1)).toBe(true);
    await page.locator('#featured').getByLabel('Sort watches').selectOption({ label: 'Price: Low to High' });
    await expect.poll(() => byPrice(1)).toBe(true);

    const brandOptions = await page.locator('#featured').getByLabel('Filter by brand').locator('option').allTextContents();
    const brands = brandOptions.slice(1);
    expect(brandOptions[0]).toBe('All Brands');
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b)));
    const brand = brands[0];
    await page.locator('#featured').getByLabel('Filter by brand').selectOption({ label: brand });
    const shownCount = () => page.locator('#featured article h2 span:first-child').count();
    await expect.poll(shownCount).toBe(featured.filter((watch) => watch.brand.toLowerCase() === brand.toLowerCase()).length);
    const shownBrands = await page.locator('#featured article h2 span:first-child').allTextContents();
    expect(new Set(shownBrands.map((name) => name.toLowerCase()))).toEqual(new Set([brand.toLowerCase()]));

    await page.getByRole('link', { name: 'Explore More' }).click();
    await page.waitForURL('**/collection/all-watches');
    await page.getByRole('heading', { level: 1, name: 'All Watches' }).waitFor();
  });

  it('stays within a 360 px wide screen', async () => {
    const page = await session.newPage({ width: 360, height: 740 });
    await page.goto('/');
    await page.locator('#featured article').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('collections', () => {
  it('lists every collection and opens one with its watch count', async () => {
    const collections = await apiJson<Collection[]>(session.stack, API.collections);
    const first = collections[0];
    const detail = await apiJson<CollectionDetail>(session.stack, API.collection(first.slug));
    const page = await session.newPage();
    await page.goto('/collections');
    await page.getByRole('heading', { level: 1, name: 'Our Watch Collections' }).waitFor();
    await page.getByRole('link', { name: new RegExp(first.name) }).first().click();
    await page.waitForURL(`**/collection/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await page.getByText(`Showing ${detail.watches.length} watches`).waitFor();
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents();
    expect(crumbs).toEqual(['Home', first.name]);
  });

  it('lists every watch under all-watches, each reached by scrolling', async () => {
    const watches = await apiJson<Watch[]>(session.stack, API.watches);
    const page = await session.newPage();
    await page.goto('/collection/all-watches');
    await page.getByText(`Showing ${watches.length} watches`).waitFor();
    expect(await everyCardTitle(page)).toEqual(watches.map((watch) => `${watch.brand} ${watch.model}`));
  });

  it("says 'Collection Not Found' for an unknown slug", async () => {
    const page = await session.newPage();
    await page.goto('/collection/no-such-collection');
    await page.getByRole('heading', { name: 'Collection Not Found' }).waitFor();
  });
});

describe('watch detail', () => {
  async function watchWithGallery(): Promise<Watch> {
    const watches = await apiJson<Watch[]>(session.stack, API.watches);
    const watch = watches.find((candidate) => (candidate.imageGallery?.length ?? 0) > 1);
    if (!watch) throw new Error('the demo seed has no watch with a gallery');
    return apiJson<Watch>(session.stack, API.watch(watch.slug));
  }

  it('shows the breadcrumb, gallery, facts and specification grid', async () => {
    const watch = await watchWithGallery();
    const page = await session.newPage();
    await page.goto(`/watch/${watch.slug}`);
    await page.getByRole('heading', { level: 1, name: `${watch.brand} ${watch.model}` }).waitFor();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Collections' }).getAttribute('href')).toBe(
      `/collection/${watch.collectionSlug}`,
    );
    await page.getByText(`Ref. ${watch.reference}`).first().waitFor();
    for (const label of ['Movement', 'Case', 'Diameter', 'Condition', 'Year', 'Reference']) {
      await page.locator('dt', { hasText: new RegExp(`^${label}$`) }).first().waitFor();
    }

    const count = watch.imageGallery!.length;
    await waitForHydration(page, 'button[aria-label="Next image"]');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Show image 2 of ${count}` }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: `Show image ${count} of ${count}` }).click();
    await page.getByRole('region', { name: 'Watch images' }).press('ArrowRight');
    await expect.poll(() => page.getByRole('button', { name: `Show image 1 of ${count}` }).getAttribute('aria-current')).toBe('true');
  });

  it('switches to the Shipping & Returns tab and toggles the favourite heart', async () => {
    const watch = await watchWithGallery();
    const page = await session.newPage();
    await page.goto(`/watch/${watch.slug}`);
    await page.getByRole('tab', { name: 'Inquire' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Inquire' }).getAttribute('aria-selected')).toBe('true');
    await waitForHydration(page, '[role="tab"]', 'button[aria-pressed]');
    await page.getByRole('tab', { name: 'Shipping & Returns' }).click();
    await page.getByText('3-day inspection period').first().waitFor();
    await page.getByText('Full refund minus shipping costs', { exact: true }).waitFor();

    const heart = page.getByRole('button', { name: `Favourite ${watch.brand} ${watch.model}` });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  });

  it("says 'Watch Not Found' for an unknown slug", async () => {
    const page = await session.newPage();
    await page.goto('/watch/no-such-watch');
    await page.getByRole('heading', { name: 'Watch Not Found' }).waitFor();
    await page.getByText('The requested watch could not be found.').waitFor();
  });
});

async function open(path: string, title: string): Promise<Page> {
  const page = await session.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return page;
}

const mainText = (page: Page) => page.locator('main').innerText();
const contactUsHref = (page: Page) => page.locator('main').getByRole('link', { name: 'Contact Us' }).first().getAttribute('href');

describe('static pages', () => {
  it('about tells the story and links to the collections and the contact page', async () => {
    const page = await open('/about', 'Our Story');
    const text = (await mainText(page)).toLowerCase();
    for (const claim of ['since 2020', '5+', 'expert authentication', 'lifetime authenticity guarantee']) {
      expect(text).toContain(claim);
    }
    expect(await page.locator('main a[href="/collections"]').count()).toBeGreaterThan(0);
    expect(await contactUsHref(page)).toBe('/contact');
  });

  it('privacy policy has its 11 numbered sections and today as the effective date', async () => {
    const page = await open('/privacy-policy', 'Privacy Policy');
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.map((heading) => Number.parseInt(heading, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(headings.join(' ')).toMatch(/Children/);
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    expect(await mainText(page)).toContain(`Effective date: ${today}`);
  });

  it('customer service links to the four help pages and answers four questions', async () => {
    const page = await open('/customer-service', 'Customer Service');
    for (const path of ['shipping', 'returns', 'payment', 'authentication']) {
      expect(await page.locator(`main a[href="/customer-service/${path}"]`).count()).toBe(1);
    }
    const questions = page.locator('main details summary');
    expect(await questions.count()).toBe(4);
    await page.getByText('Do your watches come with a warranty?').click();
    await page.getByText(/1-year dealer warranty/).waitFor();
    expect(await contactUsHref(page)).toBe('/contact');
  });

  it.each([
    ['/customer-service/shipping', 'Shipping Information', ['$10,000', '$50', '3-5 business days', '$150', '1-2 business days', '2:00 PM CST', 'weekends']],
    ['/customer-service/returns', 'Returns & Exchanges', ['30 days', '14 days', '5% restocking fee', '15% restocking fee', '3-5 business days', '2-7 days']],
    ['/customer-service/payment', 'Payment Options', ['over $10,000', 'BTC', 'ETH', 'USDC', '2% discount', '0% APR', '6 to 24 months', '$25,000']],
    ['/customer-service/authentication', 'Authentication Process', ['seven steps']],
  ])('%s states its figures, with a breadcrumb and Contact Us', async (path, title, figures) => {
    const page = await open(path, title);
    const text = await mainText(page);
    for (const figure of figures) expect(text).toContain(figure);
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allTextContents();
    expect(crumbs).toEqual(['Home', 'Customer Service']);
    expect(await contactUsHref(page)).toBe('/contact');
    if (path.endsWith('authentication')) expect(await page.locator('main h3').count()).toBe(7);
  });
});
