import { Module } from '@nestjs/common';
import { EbaySyncModule } from '../ebay-sync/ebay-sync.module.js';
import { ImagesModule } from '../images/images.module.js';
import { EbayModule } from './ebay.module.js';
import { ImageRehostService } from './image-rehost.service.js';
import { MarketplaceProcessor } from './marketplace.processor.js';
import { StoreImportService } from './store-import.service.js';
import { WatchImportService } from './watch-import.service.js';

/** The marketplace queue: listings and stores imported as watches, their pictures rehosted, and the eBay sync's runs. */
@Module({
  imports: [EbayModule, EbaySyncModule, ImagesModule],
  providers: [ImageRehostService, WatchImportService, StoreImportService, MarketplaceProcessor],
})
export class MarketplaceModule {}
