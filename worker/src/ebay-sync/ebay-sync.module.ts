import { Module } from '@nestjs/common';
import { EbayModule } from '../marketplace/ebay.module.js';
import { RedisModule } from '../queues/redis.module.js';
import { EbaySyncScheduler } from './ebay-sync.scheduler.js';
import { EbaySyncService } from './ebay-sync.service.js';

/** The eBay sync: its schedule, and the run the marketplace queue hands it (docs/ebay-sync.md). */
@Module({
  imports: [EbayModule, RedisModule],
  providers: [EbaySyncService, EbaySyncScheduler],
  exports: [EbaySyncService],
})
export class EbaySyncModule {}
