import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PublicCacheModule } from '../cache/public-cache.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AdminWatchesController } from './admin-watches.controller.js';
import { AdminWatchesService } from './admin-watches.service.js';

@Module({
  imports: [CatalogModule, PublicCacheModule, AuthModule],
  controllers: [AdminWatchesController],
  providers: [AdminWatchesService],
})
export class AdminWatchesModule {}
