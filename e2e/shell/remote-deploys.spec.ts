import type { DeployManifest, HealthReport, RemoteBuildState, RemoteName } from '@caliber/contracts';
import {
  makeReleaseKey,
  releaseAgain,
  stageRelease,
  startStack,
  startStaticRemoteServer,
  uploadManifest,
  uploadRelease,
  type ReleaseKey,
  type Stack,
  type StaticRemoteServer,
} from '@caliber/test-stack';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** A file of the catalog's browser build changed on its host after its release: it would set a global. */
const TAMPERED_GLOBAL = '__caliberTamperedChunkRan';

function tamperBrowserFiles(host: string, manifest: DeployManifest): void {
  for (const file of Object.keys(manifest.files).filter((name) => name.endsWith('.js') && !name.startsWith('server/') && name !== 'remoteEntry.js')) {
    const changed = Buffer.from(`window.${TAMPERED_GLOBAL} = true;\n${readFileSync(path.join(host, file), 'utf8')}`);
    writeFileSync(path.join(host, file), changed);
    if (existsSync(path.join(host, `${file}.br`))) writeFileSync(path.join(host, `${file}.br`), brotliCompressSync(changed));
    if (existsSync(path.join(host, `${file}.gz`))) writeFileSync(path.join(host, `${file}.gz`), gzipSync(changed));
  }
}

describe('a catalog team deploying on its own host', () => {
  const HERO_V2 = 'Exceptional Timepieces, Newly Arrived';
  let key: ReleaseKey;
  let host: string;
  let remote: StaticRemoteServer | undefined;
  let stack: Stack | undefined;
  let replica: { url: string; stop(): Promise<void> } | undefined;
  let v1: string;
  let v1Dist: string;
  let v2: DeployManifest;

  /** Each replica reports `error` for the catalog and keeps rendering with build `version`. */
  async function expectRefusedOnBothReplicas(error: RegExp, version: string, hero: string): Promise<void> {
    for (const url of [stack!.url, replica!.url]) {
      await expect.poll(async () => (await remoteState(url, 'catalog')).error, { timeout: PICK_UP_MS }).toMatch(error);
      expect((await remoteState(url, 'catalog')).version).toBe(version);
      expect((await renderedRoot(`${url}/`)).root).toContain(hero);
    }
  }

  beforeAll(async () => {
    key = await makeReleaseKey(work);
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
      env: { REMOTE_CATALOG_URL: remote.entryUrl, REMOTE_CATALOG_PUBLIC_KEYS: key.entry, REMOTE_MANIFEST_POLL_SECONDS: '2' },
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

  it('renders a new build on every replica within a minute, nothing restarted, and a fresh visitor runs that build from this site', async () => {
    const before = await watchedPage(stack!.url);
    await before.page.goto('/');
    await waitForHydratedHeading(before.page, HERO);

    const release = await stageRelease({ folder: 'mfe-catalog', key, parent: work, change: { find: HERO, replace: HERO_V2 } });
    v2 = release.manifest;
    expect(v2.version).not.toBe(v1);
    uploadRelease(release.dist, host);

    for (const url of [stack!.url, replica!.url]) {
      await expect.poll(async () => (await renderedRoot(`${url}/`)).root.includes(HERO_V2), { timeout: PICK_UP_MS, interval: 500 }).toBe(true);
      const { status, root, html } = await renderedRoot(`${url}/`);
      expect(status).toBe(200);
      expect(root).not.toContain(HERO);
      // The page names the build it was rendered with, checked and served by the BFF itself.
      expect(html).toContain(`/remote-builds/catalog/${v2.version}/remoteEntry.${v2.version}.js`);
      expect(html).not.toContain(`remoteEntry.${v1}.js`);
      expect(html).not.toContain(remote!.url);
      expect(await remoteState(url, 'catalog')).toMatchObject({ version: v2.version, sequence: v2.sequence, expires: v2.expires, error: null });
    }

    const fresh = await watchedPage(stack!.url);
    expect((await fresh.page.goto('/'))?.status()).toBe(200);
    await waitForHydratedHeading(fresh.page, HERO_V2);
    expect(fresh.requests).toContain(`${stack!.url}/remote-builds/catalog/${v2.version}/remoteEntry.${v2.version}.js`);
    expect(fresh.requests.some((url) => url.includes(`remoteEntry.${v1}.js`))).toBe(false);
    await fresh.page.waitForLoadState('networkidle');
    expect(fresh.problems).toEqual([]);
    expect(fresh.requests.filter((url) => url.startsWith(remote!.url))).toEqual([]);

    // The tab opened before the deploy runs the old build, whose checked files the BFF still serves.
    await waitForFeaturedWatches(before.page);
    await before.page.getByRole('link', { name: 'View Details' }).first().click();
    await before.page.waitForURL(/\/watch\//);
    await before.page.getByRole('heading', { level: 1 }).waitFor();
    await before.page.getByText('Ref.', { exact: false }).first().waitFor();
    expect(before.problems).toEqual([]);
    expect(before.requests.some((url) => url.includes(`remoteEntry.${v2.version}.js`))).toBe(false);
    expect(before.requests.filter((url) => url.startsWith(remote!.url))).toEqual([]);
  });

  it('never evaluates a Node file changed on the host, and serves on with the last good build', async () => {
    const witness = path.join(work, 'tampered-code-ran');
    const serverEntry = path.join(host, v2.serverEntry!);
    const original = readFileSync(serverEntry, 'utf8');
    writeFileSync(serverEntry, evaluationWitness(witness) + original);

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
      writeFileSync(serverEntry, original);
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
    expect(await remoteState(stack!.url, 'catalog')).toMatchObject({ version: v2.version });
  });

  it('never hands a browser a file changed on the host after the release: a new visitor runs the checked copy', async () => {
    tamperBrowserFiles(host, v2);
    const tab = await watchedPage(stack!.url);
    expect((await tab.page.goto('/'))?.status()).toBe(200);
    await waitForHydratedHeading(tab.page, HERO_V2);
    await waitForFeaturedWatches(tab.page);
    expect(await tab.page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] ?? null, TAMPERED_GLOBAL)).toBeNull();

    // A replica started now cannot check the changed files: it draws the region with the BFF's own build.
    const late = await stack!.startReplica();
    try {
      await expect.poll(async () => (await remoteState(late.url, 'catalog')).error, { timeout: 30_000 }).toMatch(/digest differs/);
      const lateTab = await watchedPage(late.url);
      await lateTab.page.goto('/');
      await waitForHydratedHeading(lateTab.page, HERO);
      expect(await lateTab.page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] ?? null, TAMPERED_GLOBAL)).toBeNull();
      expect(lateTab.requests).toContain(`${late.url}/remotes/catalog/remoteEntry.js`);
      expect(lateTab.requests.filter((url) => url.startsWith(remote!.url))).toEqual([]);
    } finally {
      await late.stop();
    }
  });

  it('refuses a manifest signed by a key it does not list; the page keeps the last good build, in the browser too', async () => {
    const stranger = await makeReleaseKey(work, 'stranger.pem');
    const release = await stageRelease({ folder: 'mfe-catalog', key: stranger, parent: work, change: { find: HERO, replace: 'A Build Nobody Signed' } });
    uploadRelease(release.dist, host);
    await expectRefusedOnBothReplicas(/signed by the key "[0-9a-f]{16}", which REMOTE_CATALOG_PUBLIC_KEYS does not list/, v2.version, HERO_V2);

    const { page, problems } = await watchedPage(stack!.url);
    expect((await page.goto('/'))?.status()).toBe(200);
    await waitForHydratedHeading(page, HERO_V2);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('refuses an older release put back, an expired one and one for another environment, on both replicas', async () => {
    uploadManifest(v1Dist, host);
    await expectRefusedOnBothReplicas(/is release \d+, not above release \d+ .* accepted before/, v2.version, HERO_V2);

    const expired = await stageRelease({ folder: 'mfe-catalog', key, parent: work, change: { find: HERO, replace: 'An Expired Build' }, release: { now: new Date(Date.now() - 2 * DAY_MS), validDays: 1 } });
    uploadRelease(expired.dist, host);
    await expectRefusedOnBothReplicas(/expired at/, v2.version, HERO_V2);

    const staging = await stageRelease({ folder: 'mfe-catalog', key, parent: work, change: { find: HERO, replace: 'A Staging Build' }, release: { environment: 'staging' } });
    uploadRelease(staging.dist, host);
    await expectRefusedOnBothReplicas(/a release for "staging", not for this BFF's "production"/, v2.version, HERO_V2);
  });

  it('rolls back by releasing the earlier build again, with a higher sequence, on every replica', async () => {
    const rollback = await releaseAgain({ dist: v1Dist, version: v1, key });
    expect(rollback.sequence).toBeGreaterThan(v2.sequence!);
    uploadManifest(v1Dist, host);
    for (const url of [stack!.url, replica!.url]) {
      await expect.poll(async () => (await remoteState(url, 'catalog')).version, { timeout: PICK_UP_MS }).toBe(v1);
      expect(await remoteState(url, 'catalog')).toMatchObject({ sequence: rollback.sequence, error: null });
      const { root, html } = await renderedRoot(`${url}/`);
      expect(root).toContain(HERO);
      expect(html).toContain(`/remote-builds/catalog/${v1}/remoteEntry.${v1}.js`);
    }
  });
});

describe('a team bringing in a new release key beside the old one, then removing the old', () => {
  let host: string;
  let remote: StaticRemoteServer | undefined;
  let stack: Stack | undefined;

  beforeAll(async () => {
    host = path.join(work, 'rotation-host');
    mkdirSync(host);
    remote = await startStaticRemoteServer({ root: host });
  });
  afterAll(async () => {
    await stack?.stop();
    await remote?.close();
  });

  /** A release of a build whose hero reads `hero`, signed with `key`, uploaded; its version. */
  async function deploy(key: ReleaseKey, hero: string): Promise<string> {
    const release = await stageRelease({ folder: 'mfe-catalog', key, parent: work, change: { find: HERO, replace: hero } });
    uploadRelease(release.dist, host);
    return release.manifest.version;
  }
  const keysSetting = (...keys: ReleaseKey[]) => ({ REMOTE_CATALOG_URL: remote!.entryUrl, REMOTE_CATALOG_PUBLIC_KEYS: keys.map((key) => key.entry).join(','), REMOTE_MANIFEST_POLL_SECONDS: '2' });

  it('deploys at each step: old key alone, both, new key alone; a release by the removed key is refused', async () => {
    const oldKey = await makeReleaseKey(work, 'old.pem');
    const newKey = await makeReleaseKey(work, 'new.pem');
    const first = await deploy(oldKey, 'Signed With The Old Key');
    stack = await startStack({ purpose: 'deploys', worker: false, env: keysSetting(oldKey) });
    await expect.poll(async () => (await remoteState(stack!.url, 'catalog')).version, { timeout: PICK_UP_MS }).toBe(first);

    const both = await stack.startReplica(keysSetting(oldKey, newKey));
    await expect.poll(async () => (await remoteState(both.url, 'catalog')).version, { timeout: PICK_UP_MS }).toBe(first);
    const second = await deploy(newKey, 'Signed With The New Key');
    await expect.poll(async () => (await remoteState(both.url, 'catalog')).version, { timeout: PICK_UP_MS }).toBe(second);
    expect((await renderedRoot(`${both.url}/`)).root).toContain('Signed With The New Key');

    const newOnly = [await stack.startReplica(keysSetting(newKey)), await stack.startReplica(keysSetting(newKey))];
    for (const { url } of newOnly) await expect.poll(async () => (await remoteState(url, 'catalog')).version, { timeout: PICK_UP_MS }).toBe(second);
    const third = await deploy(newKey, 'Signed Again With The New Key');
    for (const { url } of newOnly) await expect.poll(async () => (await remoteState(url, 'catalog')).version, { timeout: PICK_UP_MS }).toBe(third);

    await deploy(oldKey, 'Signed With The Removed Key');
    for (const { url } of newOnly) {
      await expect.poll(async () => (await remoteState(url, 'catalog')).error, { timeout: PICK_UP_MS }).toMatch(/which REMOTE_CATALOG_PUBLIC_KEYS does not list/);
      expect((await remoteState(url, 'catalog')).version).toBe(third);
      expect((await renderedRoot(`${url}/`)).root).toContain('Signed Again With The New Key');
    }
  });
});

/** An address of this machine that is not loopback, for a remote on plain http that only the browser may use. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

describe('remotes the BFF refuses to run: the browser runs the BFF own build, never the host unchecked', () => {
  let catalog: StaticRemoteServer | undefined;
  let forms: StaticRemoteServer | undefined;
  let admin: StaticRemoteServer | undefined;
  let stack: Stack | undefined;
  const address = nonLoopbackAddress();

  beforeAll(async () => {
    if (!address) throw new Error('this machine has no address but loopback, which this test needs for a remote on plain http');
    const key = await makeReleaseKey(work, 'redirecting.pem');
    const catalogHost = path.join(work, 'redirecting-host');
    mkdirSync(catalogHost);
    uploadRelease((await stageRelease({ folder: 'mfe-catalog', key, parent: work })).dist, catalogHost);
    catalog = await startStaticRemoteServer({ root: catalogHost, serverBuild: 'redirect' });
    forms = await startStaticRemoteServer({ name: 'forms', folder: 'mfe-forms', host: address });
    admin = await startStaticRemoteServer({ name: 'admin', folder: 'mfe-admin' });
    stack = await startStack({
      purpose: 'deploys',
      worker: false,
      env: { REMOTE_CATALOG_URL: catalog.entryUrl, REMOTE_CATALOG_PUBLIC_KEYS: key.entry, REMOTE_FORMS_URL: forms.entryUrl, REMOTE_ADMIN_URL: admin.entryUrl },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await catalog?.close();
    await forms?.close();
    await admin?.close();
  });

  it('does not follow a redirect to a Node build; the catalog is drawn in the browser with the BFF own build', async () => {
    await expect.poll(async () => (await remoteState(stack!.url, 'catalog')).error, { timeout: 30_000 }).toMatch(/answered a redirect \(302\), which is never followed/);
    expect(catalog!.requests.some((request) => request.path.startsWith('/moved/'))).toBe(false);
    const page = await renderedRoot(`${stack!.url}/`);
    expect(page.status).toBe(200);
    expect(page.root).not.toContain(HERO);

    const tab = await watchedPage(stack!.url);
    await tab.page.goto('/');
    await tab.page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    expect(tab.requests).toContain(`${stack!.url}/remotes/catalog/remoteEntry.js`);
    expect(tab.requests.filter((url) => url.startsWith(catalog!.url))).toEqual([]);
  });

  it('fetches nothing over plain http from another host; the forms are drawn in the browser with the BFF own build', async () => {
    await expect.poll(async () => (await remoteState(stack!.url, 'forms')).error, { timeout: 30_000 }).toMatch(/only over https or from a loopback address/);
    const page = await renderedRoot(`${stack!.url}/contact`);
    expect(page.status).toBe(200);
    expect(page.root).toContain(FOOTER_HOURS);
    expect(page.root).not.toContain('Send Message');

    const { page: tab } = await watchedPage(stack!.url);
    await tab.goto('/contact');
    await tab.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(forms!.requests).toEqual([]);
  });

  it('wants a signature from a remote on loopback too; the back office runs the BFF own build', async () => {
    await expect.poll(async () => (await remoteState(stack!.url, 'admin')).error, { timeout: 30_000 }).toMatch(/must be signed: set REMOTE_ADMIN_PUBLIC_KEYS/);
    const tab = await watchedPage(stack!.url);
    await tab.page.goto('/admin');
    await tab.page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(tab.requests).toContain(`${stack!.url}/remotes/admin/remoteEntry.js`);
    expect(admin!.requests.filter((request) => request.path !== '/admin/deploy-manifest.json')).toEqual([]);
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
