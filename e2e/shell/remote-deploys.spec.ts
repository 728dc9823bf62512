import type { HealthReport, RemoteBuildState, RemoteName } from '@caliber/contracts';
import { makeReleaseKey, stageRelease, startStack, startStaticRemoteServer, uploadRelease, type ReleaseKey, type Stack, type StaticRemoteServer } from '@caliber/test-stack';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForFeaturedWatches } from '../storefront/storefront-session.js';
import { launchBrowser } from '../support/browser.js';

// A remote team deploys the catalog on its own host, as docs/deploying-a-remote.md says, while the BFF and a
// second replica run: each picks the new build up by itself, and runs only code the team signed.

const HERO = 'Exceptional Timepieces for Discerning Collectors';
const FOOTER_HOURS = 'Mon-Fri 10am-7pm CST';
/** How long a replica may take to render with an uploaded build (docs/deploying-a-remote.md: within a minute). */
const PICK_UP_MS = 60_000;

let browser: Browser | undefined;
let work: string;

beforeAll(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(path.join(tmpdir(), 'caliber-deploys-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The server-rendered part of a served page: what is inside <div id="root">. */
async function renderedRoot(url: string): Promise<{ status: number; root: string; html: string }> {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, root: html.slice(html.indexOf('<div id="root">')), html };
}

async function remoteState(baseUrl: string, name: RemoteName): Promise<RemoteBuildState> {
  const report = (await (await fetch(`${baseUrl}/api/health`)).json()) as HealthReport;
  return report.remotes[name];
}

interface Watched {
  page: Page;
  problems: string[];
  requests: string[];
}

async function watchedPage(baseURL: string): Promise<Watched> {
  const context = await browser!.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { page, problems, requests };
}

/** The server's heading is kept and hydrated: React keys each DOM node it owns with `__reactFiber$…`. */
async function waitForHydratedHeading(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForFunction(() => {
    const node = document.querySelector('main h1');
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Node code that, if ever evaluated, leaves a file behind. */
const evaluationWitness = (file: string) => `require('node:fs').writeFileSync(${JSON.stringify(file)}, 'evaluated');\n`;

describe('a catalog team deploying on its own host', () => {
  const HERO_V2 = 'Exceptional Timepieces, Newly Arrived';
  let key: ReleaseKey;
  let host: string;
  let remote: StaticRemoteServer | undefined;
  let stack: Stack | undefined;
  let replica: { url: string; stop(): Promise<void> } | undefined;
  let v1: string;
  let v1Dist: string;
  let v2: string;

  beforeAll(async () => {
    key = makeReleaseKey(work);
    host = path.join(work, 'catalog-host');
    mkdirSync(host);
    const release = await stageRelease({ folder: 'mfe-catalog', key, parent: work });
    v1 = release.manifest.version;
    v1Dist = release.dist;
    uploadRelease(release.dist, host);
    remote = await startStaticRemoteServer({ root: host });
    stack = await startStack({
      purpose: 'deploys',
      worker: false,
      env: { REMOTE_CATALOG_URL: remote.entryUrl, REMOTE_CATALOG_PUBLIC_KEY: key.publicKey, REMOTE_MANIFEST_POLL_SECONDS: '2' },
    });
    replica = await stack.startReplica();
    // In a hook, where `expect.poll` cannot run.
    for (const url of [stack.url, replica.url]) {
      await vi.waitFor(async () => expect((await remoteState(url, 'catalog')).version, `${url} to deploy ${v1}`).toBe(v1), { timeout: 30_000, interval: 250 });
    }
  });
  afterAll(async () => {
    await stack?.stop();
    await remote?.close();
  });

  it('renders a new build on every replica within a minute, nothing restarted, and a fresh visitor runs that build', async () => {
    const before = await watchedPage(stack!.url);
    await before.page.goto('/');
    await waitForHydratedHeading(before.page, HERO);

    const release = await stageRelease({ folder: 'mfe-catalog', key, parent: work, change: { find: HERO, replace: HERO_V2 } });
    v2 = release.manifest.version;
    expect(v2).not.toBe(v1);
    uploadRelease(release.dist, host);

    for (const url of [stack!.url, replica!.url]) {
      await expect.poll(async () => (await renderedRoot(`${url}/`)).root.includes(HERO_V2), { timeout: PICK_UP_MS, interval: 500 }).toBe(true);
      const { status, root, html } = await renderedRoot(`${url}/`);
      expect(status).toBe(200);
      expect(root).not.toContain(HERO);
      // The page names the build it was rendered with, for the browser to load exactly that one.
      expect(html).toContain(`${remote!.url}/catalog/remoteEntry.${v2}.js`);
      expect(html).not.toContain(`remoteEntry.${v1}.js`);
      expect(await remoteState(url, 'catalog')).toMatchObject({ version: v2, error: null });
    }

    const fresh = await watchedPage(stack!.url);
    expect((await fresh.page.goto('/'))?.status()).toBe(200);
    await waitForHydratedHeading(fresh.page, HERO_V2);
    expect(fresh.requests).toContain(`${remote!.url}/catalog/remoteEntry.${v2}.js`);
    expect(fresh.requests.some((url) => url.includes(`remoteEntry.${v1}.js`))).toBe(false);
    await fresh.page.waitForLoadState('networkidle');
    expect(fresh.problems).toEqual([]);

    // The tab opened before the deploy runs the old build, whose files are still on the host.
    await waitForFeaturedWatches(before.page);
    await before.page.getByRole('link', { name: 'View Details' }).first().click();
    await before.page.waitForURL(/\/watch\//);
    await before.page.getByRole('heading', { level: 1 }).waitFor();
    await before.page.getByText('Ref.', { exact: false }).first().waitFor();
    expect(before.problems).toEqual([]);
    expect(before.requests.some((url) => url.includes(`remoteEntry.${v2}.js`))).toBe(false);
  });

  it('never evaluates a Node file changed on the host, and serves on with the last good build', async () => {
    const witness = path.join(work, 'tampered-code-ran');
    const serverEntry = path.join(host, 'server', `remoteEntry.${v2}.js`);
    writeFileSync(serverEntry, evaluationWitness(witness) + readFileSync(serverEntry, 'utf8'));

    // A replica started now meets the changed file under the manifest that names it.
    const late = await stack!.startReplica();
    try {
      await expect.poll(async () => (await remoteState(late.url, 'catalog')).error, { timeout: 30_000 }).toMatch(/digest differs/);
      const page = await renderedRoot(`${late.url}/`);
      expect(page.status).toBe(200);
      expect(page.root).toContain(FOOTER_HOURS);
      expect(page.root).not.toContain(HERO_V2);
    } finally {
      await late.stop();
    }

    // A signed manifest of a new build whose Node entry was changed after signing.
    const release = await stageRelease({ folder: 'mfe-catalog', key, parent: work, change: { find: HERO, replace: 'A Build Changed After Signing' } });
    const stagedEntry = path.join(release.dist, release.manifest.serverEntry!);
    writeFileSync(stagedEntry, evaluationWitness(witness) + readFileSync(stagedEntry, 'utf8'));
    uploadRelease(release.dist, host);
    await expect.poll(async () => (await remoteState(stack!.url, 'catalog')).error, { timeout: PICK_UP_MS }).toMatch(/digest differs/);

    expect(existsSync(witness)).toBe(false);
    const page = await renderedRoot(`${stack!.url}/`);
    expect(page.status).toBe(200);
    expect(page.root).toContain(HERO_V2);
    expect(await remoteState(stack!.url, 'catalog')).toMatchObject({ version: v2 });
  });

  it('refuses a manifest signed with another key; the page keeps the last good build, in the browser too', async () => {
    const stranger = makeReleaseKey(work, 'stranger.pem');
    const release = await stageRelease({ folder: 'mfe-catalog', key: stranger, parent: work, change: { find: HERO, replace: 'A Build Nobody Signed' } });
    uploadRelease(release.dist, host);
    await expect.poll(async () => (await remoteState(stack!.url, 'catalog')).error, { timeout: PICK_UP_MS }).toMatch(/not signed by the key in REMOTE_CATALOG_PUBLIC_KEY/);

    const { page, problems } = await watchedPage(stack!.url);
    expect((await page.goto('/'))?.status()).toBe(200);
    await waitForHydratedHeading(page, HERO_V2);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('rolls back by deploying the earlier build again, on every replica', async () => {
    uploadRelease(v1Dist, host);
    for (const url of [stack!.url, replica!.url]) {
      await expect.poll(async () => (await remoteState(url, 'catalog')).version, { timeout: PICK_UP_MS }).toBe(v1);
      const { root, html } = await renderedRoot(`${url}/`);
      expect(root).toContain(HERO);
      expect(html).toContain(`${remote!.url}/catalog/remoteEntry.${v1}.js`);
    }
  });
});

/** An address of this machine that is not loopback, for a remote on plain http that only the browser may use. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

describe('remotes whose Node builds the BFF refuses to run', () => {
  let catalog: StaticRemoteServer | undefined;
  let forms: StaticRemoteServer | undefined;
  let stack: Stack | undefined;
  const address = nonLoopbackAddress();

  beforeAll(async () => {
    if (!address) throw new Error('this machine has no address but loopback, which this test needs for a remote on plain http');
    catalog = await startStaticRemoteServer({ serverBuild: 'redirect' });
    forms = await startStaticRemoteServer({ name: 'forms', folder: 'mfe-forms', host: address });
    stack = await startStack({ purpose: 'deploys', worker: false, env: { REMOTE_CATALOG_URL: catalog.entryUrl, REMOTE_FORMS_URL: forms.entryUrl } });
  });
  afterAll(async () => {
    await stack?.stop();
    await catalog?.close();
    await forms?.close();
  });

  it('does not follow a redirect to a Node build; the catalog is drawn in the browser', async () => {
    await expect.poll(async () => (await remoteState(stack!.url, 'catalog')).error, { timeout: 30_000 }).toMatch(/answered a redirect \(302\), which is never followed/);
    expect(catalog!.requests.some((request) => request.path.startsWith('/moved/'))).toBe(false);
    const page = await renderedRoot(`${stack!.url}/`);
    expect(page.status).toBe(200);
    expect(page.root).not.toContain(HERO);

    const { page: tab } = await watchedPage(stack!.url);
    await tab.goto('/');
    await tab.getByRole('heading', { level: 1, name: HERO }).waitFor();
  });

  it('fetches nothing over plain http from another host; the forms are drawn in the browser', async () => {
    await expect.poll(async () => (await remoteState(stack!.url, 'forms')).error, { timeout: 30_000 }).toMatch(/only over https or from a loopback address/);
    expect(forms!.requests).toEqual([]);
    const page = await renderedRoot(`${stack!.url}/contact`);
    expect(page.status).toBe(200);
    expect(page.root).toContain(FOOTER_HOURS);
    expect(page.root).not.toContain('Send Message');

    const { page: tab } = await watchedPage(stack!.url);
    await tab.goto('/contact');
    await tab.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(forms!.requests.some((request) => request.path.startsWith('/forms/remoteEntry'))).toBe(true);
  });
});

describe('a Node build over the size limit', () => {
  let stack: Stack | undefined;

  beforeAll(async () => {
    stack = await startStack({ purpose: 'deploys', worker: false, env: { REMOTE_FILE_MAX_BYTES: String(64 * 1024) }, untilReady: false });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('is refused; the page answers 200 and the region is drawn in the browser', async () => {
    await expect.poll(async () => (await remoteState(stack!.url, 'catalog')).error, { timeout: 30_000 }).toMatch(/over the limit of 65536 \(REMOTE_FILE_MAX_BYTES\)/);
    const page = await renderedRoot(`${stack!.url}/`);
    expect(page.status).toBe(200);
    expect(page.root).toContain(FOOTER_HOURS);
    expect(page.root).not.toContain(HERO);

    const { page: tab } = await watchedPage(stack!.url);
    await tab.goto('/');
    await tab.getByRole('heading', { level: 1, name: HERO }).waitFor();
  });
});
