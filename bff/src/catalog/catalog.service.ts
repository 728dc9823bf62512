import type { Collection, CollectionDetail, Testimonial, Watch } from '@caliber/contracts';
import { toCollection } from './collection.mapper.js';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/api-error.js';
import { CollectionsRepository } from './collections.repository.js';
import { TestimonialsRepository } from './testimonials.repository.js';
import { toWatch } from './watch.mapper.js';
import { WatchesRepository } from './watches.repository.js';

@Injectable()
export class CatalogService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly watches: WatchesRepository,
    private readonly testimonials: TestimonialsRepository,
  ) {}

  async listCollections(): Promise<Collection[]> {
    return (await this.collections.findAllOrdered()).map(toCollection);
  }

  async getCollection(slug: string): Promise<CollectionDetail> {
    const collection = await this.collections.findBySlug(slug);
    if (!collection) throw notFound(`No collection has the slug "${slug}"`);
    const watches = await this.watches.findByCollection(collection.id);
    return { collection: toCollection(collection), watches: watches.map(toWatch) };
  }

  async listWatches(): Promise<Watch[]> {
    return (await this.watches.findAll()).map(toWatch);
  }

  async listFeaturedWatches(): Promise<Watch[]> {
    return (await this.watches.findFeatured()).map(toWatch);
  }

  async getWatch(slug: string): Promise<Watch> {
    const watch = await this.watches.findBySlug(slug);
    if (!watch) throw notFound(`No watch has the slug "${slug}"`);
    return toWatch(watch);
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
