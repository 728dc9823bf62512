import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PageResolver } from './page-resolver.js';
import { RuntimeConfigService } from './runtime-config.service.js';
import { ServerRendererService } from './server-renderer.service.js';
import { SiteService } from './site.service.js';

@Module({ imports: [CatalogModule], providers: [PageResolver, RuntimeConfigService, ServerRendererService, SiteService], exports: [SiteService] })
export class SiteModule {}
