import { JOB_OPTIONS, MAIL_JOB_OPTIONS, QUEUES } from '@caliber/contracts';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS, RedisModule } from '../redis/redis.module.js';
import { JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';

/** The queues (docs/architecture.md): uploads and the marketplace import this module to enqueue through the one service. */
@Module({
  imports: [
    AuthModule,
    RedisModule,
    BullModule.forRootAsync({
      imports: [RedisModule],
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) => ({ connection: redis, prefix: config.redisPrefix, defaultJobOptions: JOB_OPTIONS }),
    }),
    BullModule.registerQueue({ name: QUEUES.marketplace }, { name: QUEUES.images }, { name: QUEUES.mail, defaultJobOptions: MAIL_JOB_OPTIONS }),
  ],
  controllers: [JobsController],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
