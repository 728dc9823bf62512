import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { StatsController } from './stats.controller.js';
import { StatsRepository } from './stats.repository.js';
import { StatsService } from './stats.service.js';

@Module({ imports: [AuthModule], controllers: [StatsController], providers: [StatsService, StatsRepository] })
export class StatsModule {}
