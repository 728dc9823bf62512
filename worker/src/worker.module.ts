import { JOB_OPTIONS } from '@caliber/contracts';
import { CoreModule } from '@caliber/core';
import { dataSourceOptions } from '@caliber/db';
import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { createRootLogger, QuietStartLogger, TelemetryService } from '@caliber/logging';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module.js';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker.config.js';
import { ImagesModule } from './images/images.module.js';
import { MailModule } from './mail/mail.module.js';
import { MarketplaceModule } from './marketplace/marketplace.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { bullConnection, REDIS } from './queues/redis-connection.js';
import { RedisModule } from './queues/redis.module.js';

/**
 * The worker: boots from the domain core it shares with the BFF (docs/architecture.md), with one module per
 * domain, each holding its queue's processor (`marketplace`, `images`, `mail`), no HTTP. Only the configuration
 * module is global. The workers are registered by hand (QueuesModule) once every job is known to have a handler.
 */
@Module({})
export class WorkerModule {
  static forConfig(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forConfig(config),
        LoggerModule.forRootAsync({ inject: [WORKER_CONFIG], useFactory: (config: WorkerConfig) => ({ pinoHttp: { logger: createRootLogger(config.logLevel) } }) }),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database), retryAttempts: 0 }),
        BullModule.forRootAsync({
          inject: [WORKER_CONFIG],
          useFactory: (config: WorkerConfig) => ({ connection: bullConnection(config), prefix: config.redisPrefix, defaultJobOptions: JOB_OPTIONS }),
          extraOptions: { manualRegistration: true },
        }),
        RedisModule,
        CoreModule.forRootAsync({
          imports: [RedisModule],
          inject: [REDIS, WORKER_CONFIG],
          useFactory: (redis: Redis, config: WorkerConfig) => ({ redis, redisPrefix: config.redisPrefix, storage: config.storage }),
        }),
        ImagesModule,
        MarketplaceModule,
        MailModule,
        QueuesModule,
      ],
      providers: [QuietStartLogger, { provide: TelemetryService, useFactory: () => new TelemetryService(config.telemetry.metrics) }],
    };
  }
}
