import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { EbaySyncController } from './ebay-sync.controller.js';
import { EbaySyncService } from './ebay-sync.service.js';

/** The back office's eBay sync: its status, "Sync now" and the price decisions (docs/ebay-sync.md). */
@Module({
  imports: [JobsModule, AuthModule],
  controllers: [EbaySyncController],
  providers: [EbaySyncService],
})
export class EbaySyncModule {}
