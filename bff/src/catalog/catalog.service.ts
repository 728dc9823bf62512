import { normalizeSearch, SEARCH, SIMILAR_WATCHES, type Collection, type CollectionDetail, type Testimonial, type Watch, type WatchCardsPiece, type WatchCardsRequest, type WatchListQuery } from '@caliber/contracts';
import { CollectionsRepository, WatchesRepository } from '@caliber/core';
import type { CollectionEntity, WatchEntity } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { toPublicCollection } from './collection.mapper.js';
import { notFound } from '../common/api-error.js';
import { WatchSearchService } from './search/watch-search.service.js';
import { WatchListService } from './list/watch-list.service.js';
import { TestimonialsRepository } from './testimonials.repository.js';
import { toPublicWatch } from './watch.mapper.js';

/** The public reads of the catalogue: every image named at the image host when there is one (docs/api.md, "Images"). */
@Injectable()
export class CatalogService {
  private readonly toWatch: (entity: WatchEntity) => Watch;
  private readonly toCollection: (entity: CollectionEntity) => Collection;
  /** Reads of a slug under way: a watch page asks for its watch and its similar watches at once, read once. */
  private readonly slugsReading = new Map<string, Promise<WatchEntity | null>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly collections: CollectionsRepository,
    private readonly watches: WatchesRepository,
    private readonly testimonials: TestimonialsRepository,
    private readonly watchSearch: WatchSearchService,
    private readonly watchLists: WatchListService,
  ) {
    const imageHost = config.storage.publicUrl;
    this.toWatch = (entity) => toPublicWatch(entity, imageHost);
    this.toCollection = (entity) => toPublicCollection(entity, imageHost);
  }

  async listCollections(): Promise<Collection[]> {
    return (await this.collections.findAllOrdered()).map(this.toCollection);
  }

  async getCollection(slug: string): Promise<CollectionDetail> {
    const collection = await this.collections.findBySlug(slug);
    if (!collection) throw notFound(`No collection has the slug "${slug}"`);
    const watches = await this.watches.findByCollection(collection.id);
    return { collection: this.toCollection(collection), watches: watches.map(this.toWatch) };
  }

  async listWatches(): Promise<Watch[]> {
    return (await this.watches.findAll()).map(this.toWatch);
  }

  /** Every listed watch (as `listWatches`), by id, `pageSize` at a time: a page is read when the one before has been used. */
  async *listWatchesInPages(pageSize: number): AsyncGenerator<Watch[]> {
    let afterId = 0;
    for (;;) {
      const page = await this.watches.findListedAfter(afterId, pageSize);
      if (page.length > 0) yield page.map(this.toWatch);
      if (page.length < pageSize) return;
      afterId = page[page.length - 1].id;
    }
  }

  /** How many watch pages there are, sold ones included (their pages stay). */
  countWatchPages(): Promise<number> {
    return this.watches.countAll();
  }

  /** The slugs of the watch pages by id, `limit` of them from the `offset`-th. */
  listWatchSlugs(offset: number, limit: number): Promise<string[]> {
    return this.watches.findSlugs(offset, limit);
  }

  /** With a search text, its matches best first; without, the newest watches (docs/search.md). */
  async findWatches({ q, limit }: WatchListQuery): Promise<Watch[]> {
    const text = normalizeSearch(q ?? '');
    if (text) return this.listedInOrder(await this.watchSearch.search(text, limit ?? SEARCH.maxResults));
    return limit ? (await this.watches.findNewest(limit)).map(this.toWatch) : this.listWatches();
  }

  /** A piece of a storefront list (docs/storefront.md, "Long lists"). */
  listWatchCards(request: WatchCardsRequest): Promise<WatchCardsPiece> {
    return this.watchLists.piece(request);
  }

  /** The watches of `ids` in that order (the index names them; their whole answers are read here). */
  private async listedInOrder(ids: number[]): Promise<Watch[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await this.watches.findListedByIds(ids)).map((watch) => [watch.id, watch]));
    return ids.flatMap((id) => {
      const watch = byId.get(id);
      return watch ? [this.toWatch(watch)] : [];
    });
  }

  async listFeaturedWatches(): Promise<Watch[]> {
    return (await this.watches.findFeatured()).map(this.toWatch);
  }

  async getWatch(slug: string): Promise<Watch> {
    const watch = await this.findBySlug(slug);
    if (!watch) throw notFound(`No watch has the slug "${slug}"`);
    return this.toWatch(watch);
  }

  /** "You May Also Like" of a watch page (docs/storefront.md); 404 when there is no such watch. */
  async listSimilarWatches(slug: string): Promise<Watch[]> {
    const watch = await this.findBySlug(slug);
    if (!watch) throw notFound(`No watch has the slug "${slug}"`);
    return (await this.watches.findSimilar(watch, SIMILAR_WATCHES.limit)).map(this.toWatch);
  }

  /** The watch of a slug; reads asked while one is under way share it (only then: nothing is kept after). */
  private findBySlug(slug: string): Promise<WatchEntity | null> {
    let reading = this.slugsReading.get(slug);
    if (!reading) {
      reading = this.watches.findBySlug(slug).finally(() => this.slugsReading.delete(slug));
      this.slugsReading.set(slug, reading);
    }
    return reading;
  }

  async listTestimonials(): Promise<Testimonial[]> {
    return (await this.testimonials.findAll()).map(({ id, name, initials, text, collectorSince, rating }) => ({
      id,
      name,
      initials,
      text,
      collectorSince,
      rating,
    }));
  }
}
