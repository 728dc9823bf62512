import { CollectionEntity, WatchEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCollectionsController } from './admin-collections.controller.js';
import { AdminCollectionsService } from './admin-collections.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CollectionEntity, WatchEntity])],
  controllers: [AdminCollectionsController],
  providers: [AdminCollectionsService],
})
export class AdminCollectionsModule {}
