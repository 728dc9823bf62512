import { EbayAuthStateEntity, EbayTokenEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { EbayAccountRepository } from './ebay-account.repository.js';
import { EbayAccountService } from './ebay-account.service.js';
import { EbayCallbackController } from './ebay-callback.controller.js';
import { MarketplaceController } from './marketplace.controller.js';
import { MarketplaceService } from './marketplace.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([EbayTokenEntity, EbayAuthStateEntity]), CatalogModule, JobsModule, AuthModule],
  controllers: [MarketplaceController, EbayCallbackController],
  providers: [MarketplaceService, EbayAccountService, EbayAccountRepository],
})
export class MarketplaceModule {}
