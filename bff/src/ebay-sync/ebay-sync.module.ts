import { EbaySyncRunEntity, WatchEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { PublicCacheModule } from '../cache/public-cache.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { EbaySyncController } from './ebay-sync.controller.js';
import { EbaySyncRepository } from './ebay-sync.repository.js';
import { EbaySyncService } from './ebay-sync.service.js';

/** The back office's eBay sync: its status, "Sync now" and the price decisions (docs/ebay-sync.md). */
@Module({
  imports: [TypeOrmModule.forFeature([EbaySyncRunEntity, WatchEntity]), JobsModule, PublicCacheModule, AuthModule],
  controllers: [EbaySyncController],
  providers: [EbaySyncService, EbaySyncRepository],
})
export class EbaySyncModule {}
