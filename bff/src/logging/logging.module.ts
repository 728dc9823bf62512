import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createRootLogger, QuietStartLogger } from '@caliber/logging';

/** The BFF's one pino logger (see LoggingModule). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * One pino logger for the BFF: Nest's lines go through nestjs-pino (`QuietStartLogger`), and the request log
 * (`requestLogger`) derives from the same logger. app.ts mounts the request log ahead of every other
 * middleware, so pages and uploads are logged too; nestjs-pino's own request middleware would only see
 * the routes under /api, so it only binds each request's logger for the lines Nest writes meanwhile
 * (`useExisting`).
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      providers: [{ provide: ROOT_LOGGER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createRootLogger(config.logLevel) }, QuietStartLogger],
      inject: [ROOT_LOGGER],
      useFactory: (logger: Logger) => ({ pinoHttp: { logger }, useExisting: true }),
    }),
  ],
})
export class LoggingModule {}
