import { PAGES, type ServerRenderer, type ServerRendererOptions, type ServerRenderRequest, type ServerRenderResult } from '@caliber/contracts';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { loadRemote, StaticRouter } from '@caliber/ui';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { forgetFailedRemoteModules, registerAppRemotes, wrapRemoteLoading } from '../lib/remotes';
import { describe, guardRemoteLoading, RemoteUnavailableError } from './remote-guard';

const MAX_REMEMBERED_ERRORS = 200;
/**
 * React's mark of a region still loading when the page was sent: it comes after the rest, hidden, with
 * a script that moves it in place, so a visitor without JavaScript never sees it. Remote modules load
 * once per process, so rendering again once they have loaded gives the page in order.
 */
const SUSPENDED_REGION = '<!--$?-->';
const MAX_PASSES = 3;
/** Remote modules rendered inside other remotes' pages (catalog's newsletter and inquiry forms). */
const NESTED_REMOTE_MODULES = ['forms/NewsletterForm', 'forms/InquiryForm'];
const WARM_UP_TIMEOUT_MS = 10_000;

/** Renders the shell and the remotes' Node builds for one page at a time (see docs/server-rendering.md). */
export function createRenderer(options: ServerRendererOptions): ServerRenderer {
  const { config, remoteEntries, renderTimeoutMs, warn } = options;
  registerAppRemotes(remoteEntries);
  wrapRemoteLoading(guardRemoteLoading({ timeoutMs: options.remoteTimeoutMs, retryMs: options.remoteRetryMs, warn }));

  const reported = new Set<string>();
  const reportOnce = (error: unknown) => {
    if (error instanceof RemoteUnavailableError) return;
    const message = describe(error);
    if (reported.has(message)) return;
    if (reported.size >= MAX_REMEMBERED_ERRORS) reported.clear();
    reported.add(message);
    warn(`a region could not be rendered on the server and is drawn in the browser: ${message}`);
  };

  return {
    async warm() {
      const modules = new Set([...PAGES.filter((page) => page.serverRendered).flatMap(({ view }) => ('remote' in view ? [view.remote] : [])), ...NESTED_REMOTE_MODULES]);
      // Straight to the loader, past the pages' time limit: a start on a busy machine may be slow, and a
      // failure here is the pages' to report.
      await Promise.allSettled([...modules].map((id) => loadRemote(id, { serverTimeoutMs: WARM_UP_TIMEOUT_MS })));
    },
    async render({ url, data, missing }: ServerRenderRequest): Promise<ServerRenderResult> {
      // A remote that failed is tried again; the guard answers at once while its pause lasts.
      forgetFailedRemoteModules();
      const deadline = Date.now() + renderTimeoutMs;
      for (let pass = 1; ; pass += 1) {
        const sheet = new ServerStyleSheet();
        let degraded = false;
        try {
          const element = sheet.collectStyles(
            <App config={config} initialData={data} missing={missing} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />,
          );
          const html = await renderToString(element, Math.max(deadline - Date.now(), 1), (error) => {
            degraded = true;
            reportOnce(error);
          });
          const suspended = html.includes(SUSPENDED_REGION);
          if (!suspended || pass === MAX_PASSES || Date.now() >= deadline) return { html, styles: sheet.getStyleTags(), degraded: degraded || suspended };
        } finally {
          sheet.seal();
        }
      }
    },
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
