import { TelemetryService } from '@caliber/logging';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Serves /metrics on METRICS_PORT when set, and sends the spans held as the BFF stops (docs/operations.md, "Metrics and traces"). */
@Module({ providers: [{ provide: TelemetryService, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new TelemetryService(config.telemetry.metrics) }] })
export class MetricsModule {}
