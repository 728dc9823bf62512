import { API, DEFAULT_BUSINESS, formatPrice, matchPage, pageMeta, WATCH_CARDS, type Collection, type Watch } from '@caliber/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { startStack, type Stack } from '@caliber/test-stack';
import { apiJson, waitForFeaturedWatches, waitForHydration } from './storefront-session.js';

// Public pages arrive rendered by the BFF: readable without JavaScript, and hydrated (not redrawn) with it.
let stack: Stack | undefined;
let browser: Browser | undefined;
let watch: Watch;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack({ worker: false });
  browser = await launchBrowser();
  const [first] = await apiJson<Watch[]>(stack, API.featuredWatches);
  if (!first) throw new Error('the demo seed has no featured watch');
  watch = await apiJson<Watch>(stack, API.watch(first.slug));
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await stack?.stop();
});

const HERO = 'Exceptional Timepieces for Discerning Collectors';
const WATCH_PAGE = '<watch page>';
const resolvePath = (path: string) => (path === WATCH_PAGE ? `/watch/${watch.slug}` : path);
const headingOf = (path: string, heading: string) => (path === WATCH_PAGE ? `${watch.brand} ${watch.model}` : heading);

/** Every public page with the h1 it shows; the 404 screen is added where JavaScript is on. */
const PUBLIC_PAGES: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/', HERO],
  ['/collections', 'Our Watch Collections'],
  ['/collection/all-watches', 'All Watches'],
  [WATCH_PAGE, ''],
  ['/about', 'Our Story'],
  ['/contact', 'Contact Us'],
  ['/trade-in', 'Trade Up to Your Dream Watch'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/customer-service', 'Customer Service'],
  ['/customer-service/shipping', 'Shipping Information'],
  ['/customer-service/returns', 'Returns & Exchanges'],
  ['/customer-service/payment', 'Payment Options'],
  ['/customer-service/authentication', 'Authentication Process'],
];

async function newPage({ javaScript = true, viewport = { width: 1280, height: 900 } } = {}): Promise<Page> {
  const context = await browser!.newContext({ baseURL: stack!.url, viewport, javaScriptEnabled: javaScript });
  contexts.push(context);
  return context.newPage();
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const mainText = (page: Page) => page.locator('main').innerText();
const headerLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

describe('without JavaScript', () => {
  async function open(path: string): Promise<Page> {
    const page = await newPage({ javaScript: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return page;
  }

  it('home shows the hero, the collection tiles and the featured watches with their prices', async () => {
    const [collections, featured] = await Promise.all([
      apiJson<Collection[]>(stack!, API.collections),
      apiJson<Watch[]>(stack!, API.featuredWatches),
    ]);
    const page = await open('/');
    await h1(page, HERO).waitFor();
    expect(await page.title()).toBe('Caliber | Pre-owned Luxury Watches');

    const tiles = page.getByRole('link', { name: 'View Collection' });
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      collections.map((collection) => `/collection/${collection.slug}`),
    );
    for (const collection of collections) await page.getByRole('heading', { name: collection.name, exact: true }).first().waitFor();

    const cards = page.locator('#featured article');
    expect(await cards.count()).toBe(featured.length);
    for (const item of featured) {
      const card = cards.filter({ hasText: `Ref. ${item.reference}` });
      expect(await card.count()).toBe(1);
      const text = await card.innerText();
      expect(text.toLowerCase()).toContain(item.brand.toLowerCase());
      expect(text).toContain(item.model);
      expect(text).toContain(formatPrice(item.price));
      expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/watch/${item.slug}`);
    }
  });

  it('/collections lists every collection with a link to it', async () => {
    const collections = await apiJson<Collection[]>(stack!, API.collections);
    const page = await open('/collections');
    await h1(page, 'Our Watch Collections').waitFor();
    for (const collection of collections) {
      const link = page.locator(`main a[href="/collection/${collection.slug}"]`).filter({ hasText: collection.name });
      await link.first().waitFor();
    }
  });

  it('/collection/all-watches counts every watch and shows the first piece as cards with their prices', async () => {
    const watches = await apiJson<Watch[]>(stack!, API.watches);
    const page = await open('/collection/all-watches');
    await h1(page, 'All Watches').waitFor();
    await page.getByText(`Showing ${watches.length} watches`).waitFor();
    const cards = page.locator('main article');
    const shownPrices = await cards.evaluateAll((articles) =>
      articles.map((article) => Array.from(article.querySelectorAll('p')).find((p) => p.textContent?.startsWith('$'))?.textContent ?? null),
    );
    expect(shownPrices).toEqual(watches.slice(0, WATCH_CARDS.piece).map((item) => formatPrice(item.price)));
    // Each card links to its watch page: a crawler reaches the others through the sitemap.
    expect(await page.locator('main article a[href^="/watch/"]').count()).toBeGreaterThanOrEqual(Math.min(watches.length, WATCH_CARDS.piece));
  });

  it('a watch page shows the brand, model, reference, price and specifications', async () => {
    const page = await open(`/watch/${watch.slug}`);
    await h1(page, `${watch.brand} ${watch.model}`).waitFor();
    expect(await page.title()).toBe(`${watch.brand} ${watch.model} Ref. ${watch.reference} | Caliber`);
    const text = await mainText(page);
    expect(text).toContain(`Ref. ${watch.reference}`);
    expect(text).toContain(formatPrice(watch.price));
    // The watch's own grid, not a card's of 'You May Also Like' below it.
    const specs = await page.locator('main dl', { has: page.locator('dt', { hasText: /^Year$/ }) }).evaluate((list) =>
      Array.from(list.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(specs).toEqual([
      ['Movement', watch.movement],
      ['Case', watch.caseMaterial],
      ['Diameter', watch.caseSize],
      ['Condition', watch.condition],
      ['Year', watch.year ? String(watch.year) : 'Not specified'],
      ['Reference', watch.reference],
    ]);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['/about', 'Our Story', ['since 2020', 'Lifetime Authenticity Guarantee']],
    ['/contact', 'Contact Us', ['Mon-Fri 10am-7pm CST', 'Send Message']],
    ['/trade-in', 'Trade Up to Your Dream Watch', ['within 24 hours', 'Get My Trade-In Quote']],
    ['/privacy-policy', 'Privacy Policy', ['Effective date:', 'Children']],
    ['/customer-service', 'Customer Service', ['Do your watches come with a warranty?']],
    ['/customer-service/shipping', 'Shipping Information', ['$10,000', '1-2 business days']],
    ['/customer-service/returns', 'Returns & Exchanges', ['30 days', '5% restocking fee']],
    ['/customer-service/payment', 'Payment Options', ['2% discount', '0% APR']],
    ['/customer-service/authentication', 'Authentication Process', ['seven steps']],
  ])('%s shows its heading, content and title', async (path, heading, texts) => {
    const page = await open(path);
    await h1(page, heading).waitFor();
    const text = await mainText(page);
    for (const expected of texts) expect(text).toContain(expected);
    expect(await page.title()).toBe(matchPage(path).page.title);
  });

  it('the forms of /contact and /trade-in are there to fill in', async () => {
    const contact = await open('/contact');
    await contact.locator('main form').getByRole('button', { name: 'Send Message' }).waitFor();
    await contact.locator('main form').getByLabel('Email', { exact: false }).first().waitFor();
    const tradeIn = await open('/trade-in');
    await tradeIn.locator('main form').getByRole('button', { name: 'Get My Trade-In Quote' }).waitFor();
  });

  it('customer service links to its four pages', async () => {
    const page = await open('/customer-service');
    for (const help of ['shipping', 'returns', 'payment', 'authentication']) {
      expect(await page.locator(`main a[href="/customer-service/${help}"]`).count()).toBe(1);
    }
  });

  it("the header's links are plain anchors that navigate", async () => {
    const collections = await apiJson<Collection[]>(stack!, API.collections);
    const page = await open('/');
    const hrefs = await page
      .locator('header nav[aria-label="Main"] a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/collections',
      ...collections.map((collection) => `/collection/${collection.slug}`),
      '/about',
      '/trade-in',
      '/contact',
    ]);

    for (const [name, path, heading] of [
      ['About', '/about', 'Our Story'],
      ['Trade-In', '/trade-in', 'Trade Up to Your Dream Watch'],
      ['Contact', '/contact', 'Contact Us'],
      ['Home', '/', HERO],
    ] as const) {
      await headerLink(page, name).click();
      await page.waitForURL(`${stack!.url}${path}`);
      await h1(page, heading).waitFor();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

/**
 * Marks the server's nodes before any script runs (readyState becomes 'interactive' before deferred
 * scripts execute), so a test can tell hydration (nodes kept) from a redraw (nodes replaced).
 */
function markServerNodes() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    document.querySelectorAll('#root header, #root main h1, #root footer').forEach((node) => {
      (node as unknown as Record<string, boolean>).__caliberFromServer = true;
    });
  });
}

interface Watched {
  page: Page;
  /** Console errors and warnings and uncaught errors, as "type: text (url)". */
  problems: string[];
}

async function watchedPage(viewport?: { width: number; height: number }): Promise<Watched> {
  const page = await newPage({ viewport });
  await page.addInitScript(markServerNodes);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/** The browser's own line for a document that answered 404, the one console error a 404 page has. */
const isOwnNotFoundLine = (problem: string, documentUrl: string) =>
  problem.startsWith('error: Failed to load resource: the server responded with a status of 404') && problem.endsWith(`(${documentUrl})`);

/** The header and the page's heading hydrated: clicking earlier would follow the server's plain link. */
const waitForPageHydration = (page: Page) => waitForHydration(page, 'header nav[aria-label="Main"] a[href="/about"]', 'main h1');

/** Selectors whose server node was replaced rather than hydrated. */
const redrawnNodes = (page: Page) =>
  page.evaluate(() =>
    ['header', 'main h1', 'footer'].filter(
      (selector) => !(document.querySelector(`#root ${selector}`) as unknown as Record<string, boolean> | null)?.__caliberFromServer,
    ),
  );

const setReloadMarker = (page: Page) => page.evaluate(() => ((window as unknown as Record<string, boolean>).__caliberNoReload = true));
const reloadMarker = (page: Page) => page.evaluate(() => (window as unknown as Record<string, boolean>).__caliberNoReload === true);

describe('with JavaScript', () => {
  it.each([...PUBLIC_PAGES, ['/no-such-page', '404 Page Not Found'] as const])(
    '%s hydrates without console errors and navigates client-side',
    async (pathName, headingName) => {
      const path = resolvePath(pathName);
      const { page, problems } = await watchedPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await h1(page, headingOf(pathName, headingName)).waitFor();
      await waitForPageHydration(page);
      expect(await redrawnNodes(page)).toEqual([]);

      await setReloadMarker(page);
      const [name, target, targetHeading] = path === '/about' ? ['Contact', '/contact', 'Contact Us'] : ['About', '/about', 'Our Story'];
      await headerLink(page, name).click();
      await page.waitForURL(`${stack!.url}${target}`);
      await h1(page, targetHeading).waitFor();
      expect(await reloadMarker(page)).toBe(true);

      const documentUrl = `${stack!.url}${path}`;
      expect(problems.filter((problem) => !(path === '/no-such-page' && isOwnNotFoundLine(problem, documentUrl)))).toEqual([]);
    },
  );

  it("on a phone, the header's menu opens and its links navigate client-side", async () => {
    const { page, problems } = await watchedPage({ width: 390, height: 844 });
    await page.goto('/collections');
    await h1(page, 'Our Watch Collections').waitFor();
    await waitForPageHydration(page);
    await setReloadMarker(page);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Trade-In' }).click();
    await page.waitForURL(`${stack!.url}/trade-in`);
    await h1(page, 'Trade Up to Your Dream Watch').waitFor();
    expect(await reloadMarker(page)).toBe(true);
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('client-side navigation', () => {
  const head = (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    }));

  it('updates the title, description and canonical link', async () => {
    const { page, problems } = await watchedPage();
    await page.goto('/');
    await h1(page, HERO).waitFor();
    await waitForPageHydration(page);
    const home = await head(page);
    expect(home.title).toBe('Caliber | Pre-owned Luxury Watches');
    expect(home.canonical).toBe(`${stack!.url}/`);
    await setReloadMarker(page);

    const watchPath = `/watch/${watch.slug}`;
    await waitForFeaturedWatches(page);
    await page.locator('#featured article').filter({ hasText: `Ref. ${watch.reference}` }).getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`${stack!.url}${watchPath}`);
    await h1(page, `${watch.brand} ${watch.model}`).waitFor();
    const watchMeta = pageMeta(matchPage(watchPath), { [API.watch(watch.slug)]: watch }, DEFAULT_BUSINESS);
    await expect.poll(() => page.title()).toBe(`${watch.brand} ${watch.model} Ref. ${watch.reference} | Caliber`);
    await expect.poll(async () => (await head(page)).description).toBe(watchMeta.description);
    expect(watchMeta.description).not.toBe(home.description);
    await expect.poll(async () => (await head(page)).canonical).toSatisfy((href: string | null) => !!href?.endsWith(watchPath));

    await headerLink(page, 'About').click();
    await page.waitForURL(`${stack!.url}/about`);
    await expect.poll(() => page.title()).toBe('About Caliber | Luxury Watches Since 2020');
    await expect.poll(async () => (await head(page)).description).toBe(matchPage('/about').page.description);
    await expect.poll(async () => (await head(page)).canonical).toSatisfy((href: string | null) => !!href?.endsWith('/about'));
    expect(await reloadMarker(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
