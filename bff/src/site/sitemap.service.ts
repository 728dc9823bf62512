import { ROUTES, SITEMAP_MAX_URLS } from '@caliber/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { pathsBeforeWatches, renderSitemapIndex, renderUrlset } from './sitemap.js';

/** The sitemap as the catalogue stands: the addresses before the watch pages, and how many files it takes. */
interface SitemapLayout {
  before: string[];
  files: number;
}

/**
 * The sitemap (docs/server-rendering.md, "The sitemap"): every indexed fixed page, every collection and every
 * watch page, in one `<urlset>` while they fit in `SITEMAP_MAX_URLS`; past it, `/sitemap.xml` is an index of
 * files that each hold that many, the watches by id. Only the slugs one file needs are read.
 */
@Injectable()
export class SitemapService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
  ) {}

  /** `/sitemap.xml`: every address, or the index of the files holding them. */
  async sitemap(): Promise<string> {
    const layout = await this.layout();
    return layout.files === 1 ? this.urlset(layout, 1) : renderSitemapIndex(this.config.publicUrl, layout.files);
  }

  /** `/sitemap-<n>.xml`, or null when the sitemap names no such file (all of them while it is one `<urlset>`). */
  async file(n: number): Promise<string | null> {
    const layout = await this.layout();
    return layout.files === 1 || n > layout.files ? null : this.urlset(layout, n);
  }

  private async layout(): Promise<SitemapLayout> {
    const [collections, watchPages] = await Promise.all([this.catalog.listCollections(), this.catalog.countWatchPages()]);
    const before = pathsBeforeWatches(collections);
    return { before, files: Math.max(1, Math.ceil((before.length + watchPages) / SITEMAP_MAX_URLS)) };
  }

  /** The n-th file's addresses (from 1): the n-th run of `SITEMAP_MAX_URLS` in the whole list. */
  private async urlset({ before }: SitemapLayout, n: number): Promise<string> {
    const start = (n - 1) * SITEMAP_MAX_URLS;
    const end = start + SITEMAP_MAX_URLS;
    const firstWatch = Math.max(0, start - before.length);
    const watchCount = end - before.length - firstWatch;
    const slugs = watchCount > 0 ? await this.catalog.listWatchSlugs(firstWatch, watchCount) : [];
    return renderUrlset(this.config.publicUrl, [...before.slice(start, end), ...slugs.map(ROUTES.watch)]);
  }
}
