import { CollectionEntity, EbayAuthStateEntity, EbayTokenEntity } from '@caliber/db';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EbayAccountService } from './ebay-account.service.js';
import { EbayCallbackController } from './ebay-callback.controller.js';
import { MarketplaceController } from './marketplace.controller.js';
import { MarketplaceService } from './marketplace.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CollectionEntity, EbayTokenEntity, EbayAuthStateEntity])],
  controllers: [MarketplaceController, EbayCallbackController],
  providers: [MarketplaceService, EbayAccountService],
})
export class MarketplaceModule {}
