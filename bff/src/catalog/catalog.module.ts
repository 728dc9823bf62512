import { TestimonialEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicCacheModule } from '../cache/public-cache.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogService } from './catalog.service.js';
import { WatchListService } from './list/watch-list.service.js';
import { WatchSearchService } from './search/watch-search.service.js';
import { TestimonialsRepository } from './testimonials.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([TestimonialEntity]), PublicCacheModule, RateLimitModule],
  controllers: [CatalogController],
  providers: [CatalogService, TestimonialsRepository, WatchSearchService, WatchListService],
  exports: [CatalogService],
})
export class CatalogModule {}
