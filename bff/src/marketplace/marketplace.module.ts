import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { EbayAccountService } from './ebay-account.service.js';
import { EbayCallbackController } from './ebay-callback.controller.js';
import { MarketplaceController } from './marketplace.controller.js';
import { MarketplaceService } from './marketplace.service.js';

@Module({
  imports: [CatalogModule, JobsModule, AuthModule],
  controllers: [MarketplaceController, EbayCallbackController],
  providers: [MarketplaceService, EbayAccountService],
})
export class MarketplaceModule {}
