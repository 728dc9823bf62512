import { CollectionEntity, WatchEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AdminWatchesController } from './admin-watches.controller.js';
import { AdminWatchesService } from './admin-watches.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([WatchEntity, CollectionEntity]), CatalogModule],
  controllers: [AdminWatchesController],
  providers: [AdminWatchesService],
})
export class AdminWatchesModule {}
