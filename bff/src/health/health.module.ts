import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PublicCacheModule } from '../cache/public-cache.module.js';
import { RedisModule } from '../redis/redis.module.js';
import { SiteModule } from '../site/site.module.js';
import { DatabaseRepository } from './database.repository.js';
import { DrainState } from './drain-state.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ imports: [RedisModule, PublicCacheModule, SiteModule, AuthModule], controllers: [HealthController], providers: [HealthService, DatabaseRepository, DrainState] })
export class HealthModule {}
