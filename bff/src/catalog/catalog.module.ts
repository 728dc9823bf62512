import { CollectionEntity, TestimonialEntity, WatchEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicCacheModule } from '../cache/public-cache.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogService } from './catalog.service.js';
import { CollectionsRepository } from './collections.repository.js';
import { TestimonialsRepository } from './testimonials.repository.js';
import { WatchesRepository } from './watches.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([CollectionEntity, WatchEntity, TestimonialEntity]), PublicCacheModule, RateLimitModule],
  controllers: [CatalogController],
  providers: [CatalogService, CollectionsRepository, WatchesRepository, TestimonialsRepository],
  exports: [CatalogService, WatchesRepository, CollectionsRepository],
})
export class CatalogModule {}
