import { CollectionEntity, TestimonialEntity, WatchEntity } from '@caliber/db';
import { Module, type MiddlewareConsumer, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicCacheMiddleware } from '../cache/public-cache.middleware.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogService } from './catalog.service.js';
import { CollectionsRepository } from './collections.repository.js';
import { TestimonialsRepository } from './testimonials.repository.js';
import { WatchesRepository } from './watches.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([CollectionEntity, WatchEntity, TestimonialEntity])],
  controllers: [CatalogController],
  providers: [CatalogService, CollectionsRepository, WatchesRepository, TestimonialsRepository],
  exports: [CatalogService, WatchesRepository, CollectionsRepository],
})
export class CatalogModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(PublicCacheMiddleware)
      .forRoutes(
        { path: 'collections', method: RequestMethod.GET },
        { path: 'collections/*slug', method: RequestMethod.GET },
        { path: 'watches', method: RequestMethod.GET },
        { path: 'watches/*slug', method: RequestMethod.GET },
        { path: 'testimonials', method: RequestMethod.GET },
      );
  }
}
