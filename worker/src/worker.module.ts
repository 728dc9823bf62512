import { CoreModule } from '@caliber/core';
import { Module, type DynamicModule } from '@nestjs/common';
import { createRootLogger, QuietStartLogger, TelemetryService } from '@caliber/logging';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module.js';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker.config.js';
import { ImagesModule } from './images/images.module.js';
import { MailModule } from './mail/mail.module.js';
import { MarketplaceModule } from './marketplace/marketplace.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { bullConnection } from './queues/redis-connection.js';

/**
 * The worker: boots from the domain core it shares with the BFF (docs/architecture.md), which configures the
 * database, BullMQ and the queues, with one module per domain, each holding its queue's processor
 * (`marketplace`, `images`, `mail`), no HTTP. Only the configuration module is global. The workers are
 * registered by hand (QueuesModule) once every job is known to have a handler.
 */
@Module({})
export class WorkerModule {
  static forConfig(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forConfig(config),
        LoggerModule.forRootAsync({ inject: [WORKER_CONFIG], useFactory: (config: WorkerConfig) => ({ pinoHttp: { logger: createRootLogger(config.logLevel) } }) }),
        CoreModule.forRoot({
          database: config.database,
          redisPrefix: config.redisPrefix,
          storage: config.storage,
          queueConnection: { useFactory: () => bullConnection(config) },
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
