import { ALL_WATCHES_SLUG, API, ROUTES, type RemoteName, type Watch } from '@caliber/contracts';
import { HttpException, Injectable } from '@nestjs/common';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { NOT_FOUND_PAGE, STATIC_PAGES, type StaticPage } from './page-table.js';

export interface ResolvedPage {
  status: 200 | 404;
  title: string;
  description: string;
  indexed: boolean;
  remotes: RemoteName[];
  /** First data for the route as raw JSON text, keyed by the API path the front-end will ask for. */
  data: Record<string, string>;
  imageUrl?: string;
  jsonLd?: object;
}

const CATALOG_AND_FORMS: RemoteName[] = ['catalog', 'forms'];

/** Decides, for a path, whether the page exists, its meta tags, the remotes it needs and its first data. */
@Injectable()
export class PageResolver {
  constructor(
    private readonly catalog: CatalogService,
    private readonly cache: PublicCacheService,
  ) {}

  async resolve(pathname: string): Promise<ResolvedPage> {
    const data: Record<string, string> = {};
    const load = async (path: string, loader: () => Promise<unknown>) => {
      const entry = await this.cache.fetch(path, loader);
      data[path] = entry.body.toString('utf8');
      return JSON.parse(data[path]);
    };
    // The header's collection menu is on every page.
    await load(API.collections, () => this.catalog.listCollections());

    const staticPage = STATIC_PAGES[pathname];
    if (staticPage) {
      if (pathname === ROUTES.home) {
        await Promise.all([
          load(API.featuredWatches, () => this.catalog.listFeaturedWatches()),
          load(API.testimonials, () => this.catalog.listTestimonials()),
        ]);
      }
      return this.page(staticPage, data);
    }

    const [, section, slug, extra] = pathname.split('/');
    if (slug && extra === undefined) {
      if (section === 'watch') return this.watchPage(slug, data, load);
      if (section === 'collection') return this.collectionPage(slug, data, load);
    }
    return { ...this.page(NOT_FOUND_PAGE, data), status: 404 };
  }

  private async watchPage(slug: string, data: Record<string, string>, load: Loader): Promise<ResolvedPage> {
    const watch: Watch | null = await this.orNull(() => load(API.watch(slug), () => this.catalog.getWatch(slug)));
    if (!watch) return { ...this.page(NOT_FOUND_PAGE, data), status: 404 };
    const name = `${watch.brand} ${watch.model}`;
    return {
      status: 200,
      title: `${name} Ref. ${watch.reference} | Caliber`,
      description: summary(watch.description) || `${name}, reference ${watch.reference}, in ${watch.condition.toLowerCase()} condition.`,
      indexed: true,
      remotes: CATALOG_AND_FORMS,
      data,
      imageUrl: watch.imageUrl,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        brand: { '@type': 'Brand', name: watch.brand },
        mpn: watch.reference,
        image: watch.imageGallery?.length ? watch.imageGallery : [watch.imageUrl],
        description: summary(watch.description),
        offers: { '@type': 'Offer', price: watch.price, priceCurrency: 'USD', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/UsedCondition' },
      },
    };
  }

  private async collectionPage(slug: string, data: Record<string, string>, load: Loader): Promise<ResolvedPage> {
    if (slug === ALL_WATCHES_SLUG) {
      await load(API.watches, () => this.catalog.listWatches());
      return { ...this.page(STATIC_PAGES[ROUTES.collections], data), title: 'All Watches | Caliber' };
    }
    const detail = await this.orNull(() => load(API.collection(slug), () => this.catalog.getCollection(slug)));
    if (!detail) return { ...this.page(NOT_FOUND_PAGE, data), status: 404 };
    return {
      status: 200,
      title: `${detail.collection.name} | Caliber`,
      description: summary(detail.collection.description),
      indexed: true,
      remotes: CATALOG_AND_FORMS,
      data,
      imageUrl: detail.collection.imageUrl,
    };
  }

  private page(page: StaticPage, data: Record<string, string>): ResolvedPage {
    return { status: 200, title: page.title, description: page.description, indexed: page.indexed, remotes: page.remotes, data };
  }

  private async orNull<T>(load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) return null;
      throw error;
    }
  }
}

type Loader = (path: string, loader: () => Promise<unknown>) => Promise<any>;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
