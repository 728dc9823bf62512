import {
  CATALOGUE_FILES,
  canonicalPagePath,
  matchPage,
  NOT_FOUND_PAGE,
  REMOTE_NAMES,
  sitemapFileNumber,
  type RemoteName,
  type RuntimeConfig,
  type ServerRenderResult,
  VERIFIED_REMOTE_FILES_PATH,
} from '@caliber/contracts';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import path from 'node:path';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { sendApiError, sendFailure } from '../common/api-error-response.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { renderPage } from './html-renderer.js';
import { PageResolver, type ResolvedPage } from './page-resolver.js';
import { MerchantFeedService } from './merchant-feed.service.js';
import { renderRobots } from './sitemap.js';
import { SitemapService } from './sitemap.service.js';
import { sendAsset } from './send-asset.js';
import { RemoteBuildsService } from './remote-builds/remote-builds.service.js';
import { RuntimeConfigService } from './runtime-config.service.js';
import { ServerRendererService } from './server-renderer.service.js';
import { StaticAsset, StaticAssetStore } from './static-asset-store.js';
import { keyOf, sendCached, sendFresh } from '../cache/public-cache.middleware.js';
import { clientAddress } from '../common/client-address.js';
import { secondsToWait } from '../common/api-error.js';
import { ClientLimits } from '../rate-limit/client-limits.js';
import { RenderSlots } from '../rate-limit/render-slots.js';
import { renderRefusedPage, rendersBusyPage } from './render-refused-page.js';
import { XML_TYPE } from './xml.js';
import type { CachedResponse } from '../cache/public-cache.service.js';
import { traced } from '@caliber/logging';
import { timeRender } from '../metrics/bff-metrics.js';
import { labelRoute } from '../metrics/http-metrics.js';

const REMOTE_FOLDERS: Record<RemoteName, string> = { catalog: 'mfe-catalog', forms: 'mfe-forms', admin: 'mfe-admin' };

/**
 * Serves the storefront: the shell's files, each remote under /remotes/<name>/, /runtime-config.json and,
 * for every other path outside /api and /uploads, the shell's HTML filled for that route (404 when no page).
 */
@Injectable()
export class SiteService implements OnModuleInit {
  private readonly logger = new Logger('Site');
  private readonly stores: StaticAssetStore[] = [];
  private template: string | null = null;
  private readonly runtimeConfig: RuntimeConfig;
  private notFound: NotFoundPages = { generation: -1, pages: new Map() };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pages: PageResolver,
    private readonly cache: PublicCacheService,
    private readonly sitemaps: SitemapService,
    private readonly merchantFeed: MerchantFeedService,
    private readonly renderer: ServerRendererService,
    private readonly remoteBuilds: RemoteBuildsService,
    private readonly limits: ClientLimits,
    private readonly renderSlots: RenderSlots,
    { runtimeConfig }: RuntimeConfigService,
  ) {
    this.runtimeConfig = runtimeConfig;
  }

  /**
   * The runtime config a page or /runtime-config.json hands the browser: each remote's current build, or the
   * builds the page was rendered with, so the browser runs exactly the code that made the markup.
   */
  private configFor(rendered?: ServerRenderResult | null): RuntimeConfig {
    return { ...this.runtimeConfig, remotes: { ...this.remoteBuilds.browserEntries(), ...rendered?.remotes } };
  }

  onModuleInit(): void {
    const shell = new StaticAssetStore(path.join(this.config.webRoot, 'shell', 'dist'), '/');
    this.template = shell.readText('index.html');
    this.stores.push(shell, ...REMOTE_NAMES.map((name) => new StaticAssetStore(path.join(this.config.webRoot, REMOTE_FOLDERS[name], 'dist'), `/remotes/${name}/`)));
    if (!this.template) this.logger.warn('shell/dist/index.html is missing: run `npm run build` to serve the storefront');
  }

  /** Express handler mounted before the API router. */
  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/uploads/')) return next();
    labelRoute(req, 'page');
    if (req.path === '/runtime-config.json') {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(this.configFor());
      return;
    }
    if (req.path === CATALOGUE_FILES.robots) {
      this.sendBuilt(req, res, CATALOGUE_FILES.robots, 'text/plain; charset=utf-8', async () => renderRobots(this.config.publicUrl)).catch(next);
      return;
    }
    if (req.path === CATALOGUE_FILES.sitemap) {
      this.sendBuilt(req, res, CATALOGUE_FILES.sitemap, XML_TYPE, () => this.sitemaps.sitemap()).catch(next);
      return;
    }
    const sitemapFile = sitemapFileNumber(req.path);
    if (sitemapFile !== null) {
      this.sendBuilt(req, res, req.path, XML_TYPE, () => this.sitemaps.file(sitemapFile)).catch(next);
      return;
    }
    if (req.path === CATALOGUE_FILES.merchantFeed) {
      this.merchantFeed.send(req, res).catch((error: unknown) => sendFailure(req, res, error, this.logger));
      return;
    }
    if (req.path.startsWith(VERIFIED_REMOTE_FILES_PATH)) {
      labelRoute(req, 'static');
      this.sendVerifiedRemoteFile(req, res).catch((error: unknown) => sendFailure(req, res, error, this.logger));
      return;
    }
    const asset = this.findAsset(req.path);
    if (asset) {
      labelRoute(req, 'static');
      if (req.path.startsWith('/remotes/')) res.setHeader('Access-Control-Allow-Origin', '*');
      sendAsset(req, res, asset);
      return;
    }
    if (/\.[a-z0-9]{2,5}$/i.test(req.path) || req.path.startsWith('/remotes/')) {
      sendApiError(req, res, 404, `No file at ${req.path}`);
      return;
    }
    this.sendPage(req, res).catch((error: unknown) => sendFailure(req, res, error, this.logger));
  };

  /**
   * A file made from the catalogue (`CATALOGUE_FILES`), built once per catalogue change and then answered by the
   * cache's fast path; 404 when the build finds no such file (a sitemap file past the last).
   */
  private async sendBuilt(req: Request, res: Response, key: string, contentType: string, build: () => Promise<string | null>): Promise<void> {
    const generation = this.cache.currentGeneration();
    const cached = this.cache.get(key);
    if (cached) {
      sendCached(req, res, cached);
      return;
    }
    const body = await build();
    if (body === null) {
      sendApiError(req, res, 404, `No file at ${req.path}`);
      return;
    }
    sendCached(req, res, this.cache.storeBody(key, Buffer.from(body), generation, { contentType }));
  }

  /** A remote's browser file as this BFF checked it against its release (docs/deploying-a-remote.md). */
  private async sendVerifiedRemoteFile(req: Request, res: Response): Promise<void> {
    const asset = await this.remoteBuilds.browserFile(req.path);
    if (asset) sendAsset(req, res, asset);
    else sendApiError(req, res, 404, `No file at ${req.path}`);
  }

  private findAsset(urlPath: string): StaticAsset | undefined {
    for (const store of this.stores) {
      const asset = store.get(urlPath);
      if (asset) return asset;
    }
    return undefined;
  }

  private async sendPage(req: Request, res: Response): Promise<void> {
    if (!this.template) {
      sendApiError(req, res, 503, 'The storefront has not been built yet: run `npm run build`');
      return;
    }
    if (req.path.length > 1 && req.path.endsWith('/')) {
      await this.redirectWithoutTrailingSlash(req, res);
      return;
    }
    const matched = matchPage(req.path);
    if (matched.page === NOT_FOUND_PAGE) {
      sendCached(req, res, await this.unknownPathPage());
      return;
    }
    // Any spelling of a page (`/watch/%72olex`) is answered from the entry of its own (`/watch/rolex`).
    const pathname = canonicalPagePath(matched);
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    // Null for a search or a filtered list: rendered for this visitor and not kept (docs/search.md).
    const key = keyOf(pathname, search.slice(1));
    const cached = key === null ? undefined : this.cache.get(key);
    if (cached) {
      sendCached(req, res, cached);
      return;
    }
    // What no cache answered costs a render: it counts against the client's budget (docs/abuse-limits.md).
    const budget = await this.limits.takeRender(clientAddress(req));
    if (!budget.allowed) {
      const wait = secondsToWait(budget.retryAfterMs);
      res.setHeader('Retry-After', String(wait));
      sendFresh(req, res, Buffer.from(renderRefusedPage(this.runtimeConfig.business.name, wait)), { status: 429, contentType: HTML_TYPE, cacheControl: 'no-store' });
      return;
    }
    const release = this.renderSlots.take();
    if (!release) {
      res.setHeader('Retry-After', String(BUSY_RETRY_SECONDS));
      sendFresh(req, res, Buffer.from(rendersBusyPage(this.runtimeConfig.business.name, BUSY_RETRY_SECONDS)), { status: 503, contentType: HTML_TYPE, cacheControl: 'no-store' });
      return;
    }
    try {
      await this.renderAndSend(req, res, pathname, search, key);
    } finally {
      release();
    }
  }

  /** A page no cache held: resolved, rendered, sent, and kept when it is the same for everyone. */
  private async renderAndSend(req: Request, res: Response, pathname: string, search: string, key: string | null): Promise<void> {
    const generation = this.cache.currentGeneration();
    const resolved = await this.pages.resolve(pathname, new URLSearchParams(search));
    if (resolved.status === 404) {
      // A watch or collection that does not exist: the same page for every slug, built once.
      sendCached(req, res, await this.notFoundPage(generation, notFoundKey(resolved), () => this.buildNotFound(resolved, pathname)));
      return;
    }
    // The render sees the query its page reads (a search, filters); a page kept in the cache renders without one.
    const rendered = await this.render(key ?? pathname + search, resolved);
    const html = this.html(resolved, pathname, rendered);
    // Not kept: a search or filtered list, or a page with a region left to the browser (the next visitor
    // gets a full render once the remote is back); compressed only as this client asks.
    if (key === null || rendered?.degraded || resolved.status !== 200) {
      sendFresh(req, res, html, { status: resolved.status, contentType: HTML_TYPE });
      return;
    }
    sendCached(req, res, this.cache.storeBody(key, html, generation, { contentType: HTML_TYPE }));
  }

  /** `/about/` is `/about` (the query kept); a path that would become another host's (`//x/`) is not found. */
  private async redirectWithoutTrailingSlash(req: Request, res: Response): Promise<void> {
    const target = req.path.replace(/\/+$/, '');
    if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
      sendCached(req, res, await this.unknownPathPage());
      return;
    }
    const queryAt = req.originalUrl.indexOf('?');
    res.redirect(301, queryAt === -1 ? target : `${target}${req.originalUrl.slice(queryAt)}`);
  }

  /** The not-found page of every unknown path: no page of the table, so the router shows its fallback. */
  private unknownPathPage(): Promise<CachedResponse> {
    return this.notFoundPage(this.cache.currentGeneration(), NOT_FOUND_PAGE.path, async () => this.buildNotFound(await this.pages.resolve(NOT_FOUND_PATH), NOT_FOUND_PATH));
  }

  /**
   * A not-found page, built once per catalogue change (its header lists the collections) and kept in
   * memory, not under any path: it names no address and its state no slug, so every unknown path gets
   * the same bytes, and so does every slug of a missing watch or collection. A page resolved before the
   * catalogue changed, or with a region left to the browser, is sent but not kept.
   */
  private notFoundPage(generation: number, key: string, build: () => Promise<BuiltPage>): Promise<CachedResponse> {
    if (generation !== this.cache.currentGeneration()) return build().then(({ entry }) => entry);
    if (this.notFound.generation !== generation) this.notFound = { generation, pages: new Map() };
    const { pages } = this.notFound;
    let page = pages.get(key);
    if (!page) {
      page = build();
      pages.set(key, page);
      void page.then(
        ({ degraded }) => degraded && pages.delete(key),
        () => pages.delete(key),
      );
    }
    return page.then(({ entry }) => entry);
  }

  private async buildNotFound(resolved: ResolvedPage, location: string): Promise<BuiltPage> {
    const rendered = await this.render(location, resolved);
    const entry = this.cache.compose(this.html(resolved, location, rendered), { status: 404, contentType: HTML_TYPE });
    return { entry, degraded: rendered?.degraded ?? false };
  }

  /** The page's markup for a location (its path, and the query it reads). */
  private render(location: string, resolved: ResolvedPage): Promise<ServerRenderResult | null> {
    if (!resolved.page.serverRendered) return Promise.resolve(null);
    return traced('page render', { 'http.route': resolved.page.path }, () => timeRender(() => this.renderer.render(location, parseData(resolved.data), resolved.missing)));
  }

  private html(resolved: ResolvedPage, pathname: string, rendered: ServerRenderResult | null): Buffer {
    return Buffer.from(renderPage(this.template!, resolved, pathname, this.configFor(rendered), rendered));
  }
}

/** Built not-found pages of one catalogue generation. */
interface NotFoundPages {
  generation: number;
  pages: Map<string, Promise<BuiltPage>>;
}

interface BuiltPage {
  entry: CachedResponse;
  /** A region was left to the browser: not kept. */
  degraded: boolean;
}

/** A missing record's page is the same for every slug: one per page row and first data (the layout's). */
function notFoundKey({ page, data }: ResolvedPage): string {
  return [page.path, ...Object.keys(data).sort()].join(' ');
}

const HTML_TYPE = 'text/html; charset=utf-8';
/** A refusal for renders already running ends as they do: a page renders in tens of milliseconds. */
const BUSY_RETRY_SECONDS = 1;
/** Where the shared not-found page is rendered: no page of the table, so the router shows its fallback. */
const NOT_FOUND_PATH = '/404';

function parseData(data: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([path, json]) => [path, JSON.parse(json)]));
}
