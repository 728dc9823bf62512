import type { Collection, CollectionDetail, Testimonial, Watch } from '@caliber/contracts';
import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { PublicCacheInterceptor } from '../cache/public-cache.interceptor.js';
import { CatalogService } from './catalog.service.js';

@Controller()
@UseInterceptors(PublicCacheInterceptor)
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('collections')
  listCollections(): Promise<Collection[]> {
    return this.catalog.listCollections();
  }

  @Get('collections/:slug')
  getCollection(@Param('slug') slug: string): Promise<CollectionDetail> {
    return this.catalog.getCollection(slug);
  }

  @Get('watches')
  listWatches(): Promise<Watch[]> {
    return this.catalog.listWatches();
  }

  @Get('watches/featured')
  listFeaturedWatches(): Promise<Watch[]> {
    return this.catalog.listFeaturedWatches();
  }

  @Get('watches/:slug')
  getWatch(@Param('slug') slug: string): Promise<Watch> {
    return this.catalog.getWatch(slug);
  }

  @Get('testimonials')
  listTestimonials(): Promise<Testimonial[]> {
    return this.catalog.listTestimonials();
  }
}
