import { canonicalPagePath, matchPage, NOT_FOUND_PAGE, REMOTE_NAMES, type RemoteName, type RuntimeConfig, type ServerRenderResult } from '@caliber/contracts';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import path from 'node:path';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { sendApiError, sendFailure } from '../common/api-error-response.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { renderPage } from './html-renderer.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { PageResolver, type ResolvedPage } from './page-resolver.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import { sendAsset } from './send-asset.js';
import { RuntimeConfigService } from './runtime-config.service.js';
import { ServerRendererService } from './server-renderer.service.js';
import { StaticAsset, StaticAssetStore } from './static-asset-store.js';
import { keyOf, sendCached } from '../cache/public-cache.middleware.js';
import type { CachedResponse } from '../cache/public-cache.service.js';

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
  private notFound: NotFoundRenders = { generation: -1, renders: new Map() };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pages: PageResolver,
    private readonly cache: PublicCacheService,
    private readonly catalog: CatalogService,
    private readonly renderer: ServerRendererService,
    { runtimeConfig }: RuntimeConfigService,
  ) {
    this.runtimeConfig = runtimeConfig;
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
    if (req.path === '/runtime-config.json') {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(this.runtimeConfig);
      return;
    }
    if (req.path === '/robots.txt') {
      this.sendBuilt(req, res, '/robots.txt', 'text/plain; charset=utf-8', async () => renderRobots(this.config.publicUrl)).catch(next);
      return;
    }
    if (req.path === '/sitemap.xml') {
      this.sendBuilt(req, res, '/sitemap.xml', 'application/xml; charset=utf-8', () => this.sitemap()).catch(next);
      return;
    }
    const asset = this.findAsset(req.path);
    if (asset) {
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

  /** A file made from the catalogue, built once per catalogue change and then answered by the cache's fast path. */
  private async sendBuilt(req: Request, res: Response, key: string, contentType: string, build: () => Promise<string>): Promise<void> {
    const generation = this.cache.currentGeneration();
    const entry = this.cache.get(key) ?? this.cache.storeBody(key, Buffer.from(await build()), generation, { contentType });
    sendCached(req, res, entry);
  }

  private async sitemap(): Promise<string> {
    const [collections, watches] = await Promise.all([this.catalog.listCollections(), this.catalog.listWatchSlugs()]);
    return renderSitemap(this.config.publicUrl, collections, watches);
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
      sendCached(req, res, await this.notFoundPage());
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
    const generation = this.cache.currentGeneration();
    const resolved = await this.pages.resolve(pathname, new URLSearchParams(search));
    if (resolved.status === 404) {
      // A watch or collection that does not exist: its screen is the same for every slug, rendered once.
      const rendered = await this.renderNotFound(resolved.page.path, () => this.render(pathname, resolved));
      sendCached(req, res, this.cache.compose(this.html(resolved, pathname, rendered), { status: 404, contentType: HTML_TYPE }));
      return;
    }
    // The render sees the query its page reads (a search, filters); a page kept in the cache renders without one.
    const rendered = await this.render(key ?? pathname + search, resolved);
    const html = this.html(resolved, pathname, rendered);
    // Not kept: a search or filtered list, or a page with a region left to the browser (the next visitor
    // gets a full render once the remote is back).
    const entry = key === null || rendered?.degraded
      ? this.cache.compose(html, { contentType: HTML_TYPE })
      : this.cache.storeBody(key, html, generation, { contentType: HTML_TYPE });
    sendCached(req, res, entry);
  }

  /** `/about/` is `/about` (the query kept); a path that would become another host's (`//x/`) is not found. */
  private async redirectWithoutTrailingSlash(req: Request, res: Response): Promise<void> {
    const target = req.path.replace(/\/+$/, '');
    if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
      sendCached(req, res, await this.notFoundPage());
      return;
    }
    const queryAt = req.originalUrl.indexOf('?');
    res.redirect(301, queryAt === -1 ? target : `${target}${req.originalUrl.slice(queryAt)}`);
  }

  /**
   * The not-found page of every unknown path: the same bytes whatever the path, so it is rendered and
   * compressed once per catalogue change (its header lists the collections).
   */
  private notFoundPage(): Promise<CachedResponse> {
    const memo = this.notFoundMemo();
    memo.page ??= (async () => {
      const resolved = await this.pages.resolve(NOT_FOUND_PATH);
      const rendered = await this.renderNotFound(NOT_FOUND_PAGE.path, () => this.render(NOT_FOUND_PATH, resolved));
      const entry = this.cache.compose(this.html(resolved, NOT_FOUND_PATH, rendered), { status: 404, contentType: HTML_TYPE });
      if (rendered?.degraded) memo.page = undefined;
      return entry;
    })().catch((error: unknown) => {
      memo.page = undefined;
      throw error;
    });
    return memo.page;
  }

  /** The markup of a not-found screen, by page pattern, rendered once per catalogue change (unless degraded). */
  private renderNotFound(pattern: string, render: () => Promise<ServerRenderResult | null>): Promise<ServerRenderResult | null> {
    const { renders } = this.notFoundMemo();
    let rendered = renders.get(pattern);
    if (!rendered) {
      rendered = render();
      renders.set(pattern, rendered);
      void rendered.then(
        (result) => result?.degraded && renders.delete(pattern),
        () => renders.delete(pattern),
      );
    }
    return rendered;
  }

  private notFoundMemo(): NotFoundRenders {
    const generation = this.cache.currentGeneration();
    if (this.notFound.generation !== generation) this.notFound = { generation, renders: new Map() };
    return this.notFound;
  }

  /** The page's markup for a location (its path, and the query it reads). */
  private render(location: string, resolved: ResolvedPage): Promise<ServerRenderResult | null> {
    return resolved.page.serverRendered ? this.renderer.render(location, parseData(resolved.data), resolved.missing) : Promise.resolve(null);
  }

  private html(resolved: ResolvedPage, pathname: string, rendered: ServerRenderResult | null): Buffer {
    return Buffer.from(renderPage(this.template!, resolved, pathname, this.runtimeConfig, rendered));
  }
}

/** Rendered not-found screens of one catalogue generation. */
interface NotFoundRenders {
  generation: number;
  renders: Map<string, Promise<ServerRenderResult | null>>;
  page?: Promise<CachedResponse>;
}

const HTML_TYPE = 'text/html; charset=utf-8';
/** Where the shared not-found page is rendered: no page of the table, so the router shows its fallback. */
const NOT_FOUND_PATH = '/404';

function parseData(data: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([path, json]) => [path, JSON.parse(json)]));
}
