import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PublicCacheModule } from '../cache/public-cache.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AdminCollectionsController } from './admin-collections.controller.js';
import { AdminCollectionsService } from './admin-collections.service.js';

@Module({
  imports: [CatalogModule, PublicCacheModule, AuthModule],
  controllers: [AdminCollectionsController],
  providers: [AdminCollectionsService],
})
export class AdminCollectionsModule {}
