import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@caliber/contracts';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import path from 'node:path';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { classifyError } from '../common/error-classifier.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { renderPage } from './html-renderer.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { PageResolver } from './page-resolver.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import { sendAsset } from './send-asset.js';
import { RuntimeConfigService } from './runtime-config.service.js';
import { ServerRendererService } from './server-renderer.service.js';
import { StaticAsset, StaticAssetStore } from './static-asset-store.js';
import { sendCached } from '../cache/public-cache.middleware.js';

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
      res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(renderRobots(this.config.publicUrl));
      return;
    }
    if (req.path === '/sitemap.xml') {
      this.sendSitemap(res).catch(next);
      return;
    }
    const asset = this.findAsset(req.path);
    if (asset) {
      if (req.path.startsWith('/remotes/')) res.setHeader('Access-Control-Allow-Origin', '*');
      sendAsset(req, res, asset);
      return;
    }
    if (/\.[a-z0-9]{2,5}$/i.test(req.path) || req.path.startsWith('/remotes/')) {
      res.status(404).json({ error: 'not_found', message: `No file at ${req.path}` });
      return;
    }
    this.sendPage(req, res).catch((error: unknown) => {
      const { status, body } = classifyError(error);
      res.status(status).json(body);
    });
  };

  private async sendSitemap(res: Response): Promise<void> {
    const [collections, watches] = await Promise.all([this.catalog.listCollections(), this.catalog.listWatches()]);
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(renderSitemap(this.config.publicUrl, collections, watches));
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
      res.status(503).json({ error: 'service_unavailable', message: 'The storefront has not been built yet: run `npm run build`' });
      return;
    }
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const cached = this.cache.get(pathname);
    if (cached) {
      sendCached(req, res, cached);
      return;
    }
    const generation = this.cache.currentGeneration();
    const resolved = await this.pages.resolve(pathname);
    const rendered = resolved.page.serverRendered
      ? await this.renderer.render(pathname, parseData(resolved.data), resolved.missing)
      : null;
    const html = Buffer.from(renderPage(this.template, resolved, pathname, this.runtimeConfig, rendered));
    // A page with a region left to the browser is not kept: the next visitor gets a full render once the remote is back.
    const keep = !rendered?.degraded && (resolved.status === 200 || this.cache.size < MAX_CACHED_NOT_FOUND);
    const entry = keep
      ? this.cache.storeBody(pathname, html, generation, { status: resolved.status, contentType: HTML_TYPE })
      : this.cache.compose(html, { status: resolved.status, contentType: HTML_TYPE });
    sendCached(req, res, entry);
  }
}

const HTML_TYPE = 'text/html; charset=utf-8';
/** Unknown paths are many; their 404 pages are kept only while the cache is far from full. */
const MAX_CACHED_NOT_FOUND = 1000;

function parseData(data: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([path, json]) => [path, JSON.parse(json)]));
}
