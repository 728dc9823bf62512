import { API, formatPrice, type Watch } from '@caliber/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, waitForFeaturedWatches } from '../storefront/storefront-session.js';
import { launchBrowser } from '../support/browser.js';
import {
  makeReleaseKey,
  stageRelease,
  startStack,
  startStaticRemoteServer,
  uploadRelease,
  type ServerBuildBehaviour,
  type Stack,
  type StaticRemoteServer,
} from '@caliber/test-stack';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The catalog released on its own static server (another origin): its Node build failing leaves the
// catalog to the browser without slowing the page; served, it is rendered on the server from there.
let browser: Browser | undefined;
let work: string;

beforeAll(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(path.join(tmpdir(), 'caliber-server-resilience-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A signed release of the catalog on a static server of its own, and the BFF's settings for it. */
async function releasedCatalog(serverBuild: ServerBuildBehaviour): Promise<{ remote: StaticRemoteServer; env: Record<string, string> }> {
  const key = await makeReleaseKey(work, `${serverBuild}.pem`);
  const host = mkdtempSync(path.join(work, 'host-'));
  uploadRelease((await stageRelease({ folder: 'mfe-catalog', key, parent: work })).dist, host);
  const remote = await startStaticRemoteServer({ root: host, serverBuild });
  return { remote, env: { REMOTE_CATALOG_URL: remote.entryUrl, REMOTE_CATALOG_PUBLIC_KEYS: key.entry } };
}

const HERO = 'Exceptional Timepieces for Discerning Collectors';
const FOOTER_HOURS = 'Mon-Fri 10am-7pm CST';
/**
 * A page must not wait on a remote that is refused or hangs: a deploy may take up to 10 s to give up on
 * a build. Pages answer well within this, a busy test machine included; the speed is the bench's.
 */
const NO_REMOTE_WAIT_MS = 5_000;
/** The Node entry of the build the catalog's deploy manifest names (`server/remoteEntry.<version>.js`). */
const CATALOG_NODE_ENTRY = /^\/catalog\/server\/remoteEntry\.[0-9a-f]{16}\.js$/;
/** The browser entry a page names once the catalog's release is deployed: the BFF's checked copy of it. */
const isCatalogBrowserEntry = (stack: Stack, url: string) => new RegExp(`^${stack.url}/remote-builds/catalog/[0-9a-f]{16}/remoteEntry\\.[0-9a-f]{16}\\.js$`).test(url);

/** The server-rendered part of a served page: what is inside <div id="root">. */
function renderedRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) throw new Error('the page has no <div id="root">');
  return html.slice(start);
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);

interface Watched {
  page: Page;
  problems: string[];
  requests: string[];
}

async function watchedPage(stack: Stack): Promise<Watched> {
  const context = await browser!.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    // Before any script runs, marks the server's heading: hydration keeps the node, a redraw replaces it.
    document.addEventListener('readystatechange', () => {
      const heading = document.readyState === 'interactive' ? document.querySelector('#root main h1') : null;
      if (heading) (heading as unknown as Record<string, boolean>).__caliberFromServer = true;
    });
  });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { page, problems, requests };
}

/** Opens a featured watch from the home page's card and expects its page, drawn without a reload. */
async function openFeaturedWatch(page: Page, stack: Stack): Promise<void> {
  const [first] = await apiJson<Watch[]>(stack, API.featuredWatches);
  const card = page.locator('#featured article').filter({ hasText: `Ref. ${first.reference}` });
  await page.evaluate(() => ((window as unknown as Record<string, boolean>).__caliberNoReload = true));
  await waitForFeaturedWatches(page);
  await card.getByRole('link', { name: 'View Details' }).click();
  await page.waitForURL(`${stack.url}/watch/${first.slug}`);
  await page.getByRole('heading', { level: 1, name: `${first.brand} ${first.model}` }).waitFor();
  await page.getByText(formatPrice(first.price), { exact: true }).first().waitFor();
  expect(await page.evaluate(() => (window as unknown as Record<string, boolean>).__caliberNoReload === true)).toBe(true);
}

describe.each([
  ['refused', 'refuse'],
  ['left hanging', 'hang'],
] as const satisfies ReadonlyArray<readonly [string, ServerBuildBehaviour]>)('a catalog whose Node build is %s', (_, behaviour) => {
  let remote: StaticRemoteServer | undefined;
  let stack: Stack | undefined;

  beforeAll(async () => {
    const released = await releasedCatalog(behaviour);
    remote = released.remote;
    stack = await startStack({ worker: false, env: released.env });
  });
  afterAll(async () => {
    await stack?.stop();
    await remote?.close();
  });

  // The first page after the start (the BFF's warm-up may have met the failing remote already, or still be
  // waiting on it) must not wait for the remote.
  it('still answers / without waiting on the remote, with the header and footer rendered and the catalog left to the browser', async () => {
    const response = await fetch(`${stack!.url}/`, { signal: AbortSignal.timeout(NO_REMOTE_WAIT_MS) });
    expect(response.status).toBe(200);
    const root = renderedRoot(await response.text());
    expect(root).toMatch(/<header[\s>]/);
    expect(root).toMatch(/<a [^>]*href="\/about"/);
    expect(root).toMatch(/<footer[\s>]/);
    expect(root).toContain(FOOTER_HOURS);
    expect(root).not.toContain(HERO);
    await expect.poll(() => remote!.requests.some((request) => CATALOG_NODE_ENTRY.test(request.path))).toBe(true);
  });

  it('answers the next pages without waiting on the remote too', async () => {
    for (const path of ['/', '/about', '/collection/all-watches']) {
      const response = await fetch(`${stack!.url}${path}`, { signal: AbortSignal.timeout(NO_REMOTE_WAIT_MS) });
      expect(response.status).toBe(200);
      expect(renderedRoot(await response.text())).toContain(FOOTER_HOURS);
    }
  });

  it("draws the home page's catalog region in the browser with the BFF's own build, and it works", async () => {
    const featured = await apiJson<Watch[]>(stack!, API.featuredWatches);
    const { page, requests } = await watchedPage(stack!);
    expect((await page.goto('/'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    await page.locator('#featured article').first().waitFor();
    expect(await page.locator('#featured article').count()).toBe(featured.length);
    // No release of it is in use: pages name the BFF's own build, never the host's unchecked entry.
    expect(requests).toContain(`${stack!.url}/remotes/catalog/remoteEntry.js`);
    expect(requests.filter((url) => url.startsWith(remote!.url) || url.includes('/server/'))).toEqual([]);
    await openFeaturedWatch(page, stack!);
  });
});

describe('a catalog deployed on another origin', () => {
  let remote: StaticRemoteServer | undefined;
  let stack: Stack | undefined;

  beforeAll(async () => {
    const released = await releasedCatalog('serve');
    remote = released.remote;
    stack = await startStack({ worker: false, env: released.env });
  });
  afterAll(async () => {
    await stack?.stop();
    await remote?.close();
  });

  it('is rendered on the server with the Node build from that origin', async () => {
    const featured = await apiJson<Watch[]>(stack!, API.featuredWatches);
    // Just after a start the remote may still be loading, and a page then leaves it to the browser; it is
    // rendered on the server once loaded (at the latest after the 30 s pause that follows a failure).
    let root = '';
    await expect
      .poll(
        async () => {
          const response = await fetch(`${stack!.url}/`);
          expect(response.status).toBe(200);
          root = renderedRoot(await response.text());
          return root.includes(HERO);
        },
        { timeout: 40_000, interval: 500 },
      )
      .toBe(true);
    expect(root.match(/<article /g)?.length ?? 0).toBeGreaterThanOrEqual(featured.length);
    for (const watch of featured) {
      expect(root).toContain(escapeHtml(watch.reference));
      expect(root).toContain(escapeHtml(formatPrice(watch.price)));
    }
    expect(remote!.requests.some((request) => CATALOG_NODE_ENTRY.test(request.path))).toBe(true);
  });

  it("is loaded by the browser from the BFF's checked copy, never from that origin, and the page hydrates without console errors", async () => {
    const { page, problems, requests } = await watchedPage(stack!);
    expect((await page.goto('/'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    // React keys each DOM node it owns with `__reactFiber$…`: the server's heading, kept, is hydrated.
    await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
    });
    expect(await page.evaluate(() => (document.querySelector('main h1') as unknown as Record<string, boolean>).__caliberFromServer)).toBe(true);
    expect(requests.some((url) => isCatalogBrowserEntry(stack!, url))).toBe(true);
    expect(requests.some((url) => url.startsWith(`${stack!.url}/remotes/catalog/`) || url.startsWith(remote!.url))).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
