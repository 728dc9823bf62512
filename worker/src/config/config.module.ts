import type { WorkerConfig } from '@caliber/config';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { WORKER_CONFIG } from './worker.config.js';

/** The worker's one global module: every module reads the settings through {@link WORKER_CONFIG} without importing it. */
@Global()
@Module({})
export class ConfigModule {
  static forConfig(config: WorkerConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: WORKER_CONFIG, useValue: config }], exports: [WORKER_CONFIG] };
  }
}
