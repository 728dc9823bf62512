import { Module } from '@nestjs/common';
import { PublicCacheModule } from '../cache/public-cache.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { MerchantFeedService } from './merchant-feed.service.js';
import { PageResolver } from './page-resolver.js';
import { RemoteBuildsService } from './remote-builds/remote-builds.service.js';
import { RemoteReleasesRepository } from './remote-builds/remote-releases.repository.js';
import { RuntimeConfigService } from './runtime-config.service.js';
import { ServerRendererService } from './server-renderer.service.js';
import { SiteService } from './site.service.js';
import { SitemapService } from './sitemap.service.js';

@Module({
  imports: [CatalogModule, PublicCacheModule, RateLimitModule],
  providers: [PageResolver, RuntimeConfigService, ServerRendererService, RemoteReleasesRepository, RemoteBuildsService, SitemapService, MerchantFeedService, SiteService],
  exports: [SiteService, RemoteBuildsService],
})
export class SiteModule {}
