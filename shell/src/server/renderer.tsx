import { PAGES, type RemoteName, type RemoteServerBuild, type ServerRenderer, type ServerRendererOptions, type ServerRenderRequest, type ServerRenderResult } from '@caliber/contracts';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { registerRemotes } from '@caliber/ui';
import { StaticRouter } from '@caliber/ui/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { RegionRendererContext } from '../lib/cached-region';
import { forgetFailedRemoteModules, remoteModule } from '../lib/remotes';
import { CollectStyles } from './compiled-styles';
import { createRegionCache } from './region-cache';
import { RenderGate } from './render-gate';
import { describe, RemoteUnavailableError, serverFederationPlugin, withTimeout } from './server-federation-plugin';

const MAX_REMEMBERED_ERRORS = 200;
/**
 * React's mark of a region still loading when the page was sent: it comes after the rest, hidden, with
 * a script that moves it in place, so a visitor without JavaScript never sees it. Remote modules load
 * once per build, so rendering again once they have loaded gives the page in order.
 */
const SUSPENDED_REGION = '<!--$?-->';
const MAX_PASSES = 3;
/** Remote modules rendered inside other remotes' pages (catalog's newsletter and inquiry forms). */
const NESTED_REMOTE_MODULES = ['forms/NewsletterForm', 'forms/InquiryForm'];
/** A deploy evaluates a build and loads its modules past the pages' limit: a busy machine may be slow. */
const DEPLOY_TIMEOUT_MS = 10_000;

/** Every module of `remote` that pages render on the server. */
function serverModulesOf(remote: RemoteName): string[] {
  const pageModules = PAGES.filter((page) => page.serverRendered).flatMap(({ view }) => ('remote' in view ? [view.remote] : []));
  return [...new Set([...pageModules, ...NESTED_REMOTE_MODULES])].filter((id) => id.startsWith(`${remote}/`));
}

/**
 * The federation runtime is one per process, so are its plugin and the verified files it serves, by URL,
 * whatever the number of renderers (tests start several apps in one process).
 */
const files = new Map<string, Uint8Array>();
const federation = {
  entryTimeoutMs: 0,
  warn: (_message: string) => undefined as void,
  forgetFailure: null as ((entry: string) => void) | null,
};

function registerFederationPlugin({ remoteTimeoutMs, remoteRetryMs, warn }: ServerRendererOptions): void {
  federation.entryTimeoutMs = remoteTimeoutMs;
  federation.warn = warn;
  if (federation.forgetFailure) return;
  const { plugin, forgetFailure } = serverFederationPlugin({ files, timeoutMs: () => federation.entryTimeoutMs, retryMs: remoteRetryMs, warn: (message) => federation.warn(message) });
  registerPlugins([plugin]);
  federation.forgetFailure = forgetFailure;
}

/**
 * Renders the shell and the remotes' Node builds for one page at a time; remote builds arrive through
 * `deploy` (see docs/server-rendering.md and docs/deploying-a-remote.md).
 */
export function createRenderer(options: ServerRendererOptions): ServerRenderer {
  const { config, renderTimeoutMs, warn } = options;
  registerFederationPlugin(options);
  const deployed = new Map<RemoteName, RemoteServerBuild>();
  const gate = new RenderGate();
  const regions = createRegionCache();

  const reported = new Set<string>();
  const reportOnce = (error: unknown) => {
    if (error instanceof RemoteUnavailableError) return;
    const message = describe(error);
    if (reported.has(message)) return;
    if (reported.size >= MAX_REMEMBERED_ERRORS) reported.clear();
    reported.add(message);
    warn(`a region could not be rendered on the server and is drawn in the browser: ${message}`);
  };

  /** Registers a build and loads every module the pages render, within the deploy's limit (a build may hang). */
  async function load(build: RemoteServerBuild): Promise<void> {
    federation.forgetFailure?.(build.entry);
    forgetFailedRemoteModules();
    registerRemotes([{ name: build.name, entry: build.entry }]);
    const loading = Promise.allSettled(serverModulesOf(build.name).map((id) => remoteModule(id))).then((outcomes) => {
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    });
    await withTimeout(loading, DEPLOY_TIMEOUT_MS, `the build ${build.version} of "${build.name}" did not load within ${DEPLOY_TIMEOUT_MS / 1000} s`);
  }

  async function deploy(build: RemoteServerBuild): Promise<void> {
    const previous = deployed.get(build.name);
    for (const [url, body] of build.files) files.set(url, body);
    federation.entryTimeoutMs = DEPLOY_TIMEOUT_MS;
    try {
      await load(build);
    } catch (error) {
      for (const url of build.files.keys()) if (!previous?.files.has(url)) files.delete(url);
      // The last good build serves on: registered again, evaluated again from its verified files.
      if (previous) {
        await load(previous).catch((rollback: unknown) => {
          warn(`the build ${previous.version} of "${previous.name}" could not be loaded again after a failed deploy: ${describe(rollback)}`);
          deployed.delete(build.name);
        });
      }
      throw error;
    } finally {
      federation.entryTimeoutMs = options.remoteTimeoutMs;
      regions.clear();
    }
    for (const url of previous?.files.keys() ?? []) if (!build.files.has(url)) files.delete(url);
    deployed.set(build.name, build);
  }

  async function render({ url, data, missing }: ServerRenderRequest): Promise<ServerRenderResult> {
    const remotes = Object.fromEntries([...deployed].map(([name, build]) => [name, build.browserEntry]));
    // A remote that failed is tried again; the federation plugin answers at once while its pause lasts.
    forgetFailedRemoteModules();
    const deadline = Date.now() + renderTimeoutMs;
    for (let pass = 1; ; pass += 1) {
      const sheet = new ServerStyleSheet();
      let degraded = false;
      try {
        const pageRegions = regions.forPage();
        const element = (
          <RegionRendererContext.Provider value={pageRegions}>
            <CollectStyles sheet={sheet}>
              <App config={config} initialData={data} missing={missing} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
            </CollectStyles>
          </RegionRendererContext.Provider>
        );
        const rendered = await renderToString(element, Math.max(deadline - Date.now(), 1), (error) => {
          degraded = true;
          reportOnce(error);
        });
        const suspended = rendered.includes(SUSPENDED_REGION);
        const html = pageRegions.splice(rendered, !degraded && !suspended);
        if (!suspended || pass === MAX_PASSES || Date.now() >= deadline) return { html, styles: sheet.getStyleTags(), degraded: degraded || suspended, remotes };
      } finally {
        sheet.seal();
      }
    }
  }

  return {
    deploy: (build) => gate.deploy(() => deploy(build)),
    render: (request) => gate.render(() => render(request), renderTimeoutMs),
  };
}

/**
 * React's streaming renderer, read to the end: the page is cached whole, so there is nothing to gain
 * from sending the shell first. Regions still loading at `timeoutMs` are aborted and drawn in the browser.
 */
function renderToString(element: React.ReactNode, timeoutMs: number, onRegionError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Above this size React sends a finished region after the rest, behind a script; the page is
      // sent whole, so every region stays in place and readable without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: onRegionError,
    });
    const timer = setTimeout(() => stream.abort(new Error(`the page took longer than ${timeoutMs} ms to render`)), timeoutMs);
  });
}
