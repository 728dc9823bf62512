import {
  filterProblem,
  matchPage,
  NOT_FOUND_PAGE,
  pageMeta,
  readPath,
  type MatchedPage,
  type PageDefinition,
  type PageMeta,
  type PageRead,
  type Watch,
} from '@caliber/contracts';
import { HttpException, Injectable } from '@nestjs/common';
import { cacheKeyOf } from '../cache/public-cache.middleware.js';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { productJsonLd, storeJsonLd } from './structured-data.js';
import { RuntimeConfigService } from './runtime-config.service.js';

export interface ResolvedPage {
  /** 400: the address asks for what the page refuses (it says why); 404: its record is missing. */
  status: 200 | 400 | 404;
  page: PageDefinition;
  meta: PageMeta;
  /** First data for the route as raw JSON text, keyed by the API path the front-end will ask for. */
  data: Record<string, string>;
  /** API paths of the first data that answered 404. */
  missing: string[];
  /** schema.org records for `<script type="application/ld+json">`: the store on every page, and the page's product. */
  jsonLd: object[];
}

/** Decides, from the page table, whether a path is a page, its meta tags and its first data. */
@Injectable()
export class PageResolver {
  constructor(
    private readonly catalog: CatalogService,
    private readonly cache: PublicCacheService,
    private readonly site: RuntimeConfigService,
  ) {}

  /** `query`: the page's query string, for the pages whose first data depend on it (the search). */
  async resolve(pathname: string, query = new URLSearchParams()): Promise<ResolvedPage> {
    const { business, publicUrl } = this.site.runtimeConfig;
    const store = storeJsonLd(business, publicUrl);
    const matched = matchPage(pathname);
    const data: Record<string, string> = {};
    const parsed: Record<string, unknown> = {};
    const missing: string[] = [];
    await Promise.all(
      matched.page.data(matched.params, query).map(async (read) => {
        const path = readPath(read);
        try {
          // Kept under the key the API's answer has (a search's text in its one spelling: docs/search.md).
          const key = cacheKeyOf(path);
          data[path] = key === null ? JSON.stringify(await this.load(read)) : (await this.cache.fetch(key, () => this.load(read))).body.toString('utf8');
          parsed[path] = JSON.parse(data[path]);
        } catch (error) {
          if (!(error instanceof HttpException && error.getStatus() === 404)) throw error;
          missing.push(path);
        }
      }),
    );
    if (missing.length || matched.page === NOT_FOUND_PAGE) {
      const notFound: MatchedPage = { page: NOT_FOUND_PAGE, params: {} };
      // The route's own page still renders (it says what is missing, e.g. 'Watch Not Found').
      return { status: 404, page: missing.length ? matched.page : NOT_FOUND_PAGE, meta: pageMeta(notFound, parsed, business), data, missing, jsonLd: [store] };
    }
    const meta = pageMeta(matched, parsed, business);
    const watch = matched.params.slug ? (parsed[readPath({ read: 'watch', slug: matched.params.slug })] as Watch | undefined) : undefined;
    const { refuses, filtersSortedBy } = matched.page;
    const status = refuses?.(query) || (filtersSortedBy && filterProblem(query, filtersSortedBy)) ? 400 : 200;
    return { status, page: matched.page, meta, data, missing, jsonLd: watch ? [store, productJsonLd(watch, meta, store)] : [store] };
  }

  private load(read: PageRead): Promise<unknown> {
    switch (read.read) {
      case 'collections':
        return this.catalog.listCollections();
      case 'featuredWatches':
        return this.catalog.listFeaturedWatches();
      case 'testimonials':
        return this.catalog.listTestimonials();
      case 'watch':
        return this.catalog.getWatch(read.slug);
      case 'similarWatches':
        return this.catalog.listSimilarWatches(read.slug);
      case 'watchCards':
        return this.catalog.listWatchCards(read.piece);
    }
  }
}
