import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { answerCacheHitsFirst } from './cache/public-cache.middleware.js';
import { PublicCacheService } from './cache/public-cache.service.js';
import { jsonBody } from './common/json-body.js';
import { requestLogger } from './common/request-logger.js';
import type { AppConfig } from './config/app-config.js';
import { SiteService } from './site/site.service.js';
import { uploadsStatic } from './uploads/uploads-static.js';

/** Builds the BFF for a configuration; `main.ts` and the HTTP tests both start it this way. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    bodyParser: false,
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  app.use(requestLogger(config.logLevel));
  app.use('/uploads', uploadsStatic(config.uploadDir));
  app.use(app.get(SiteService).handle);
  app.use(jsonBody());
  app.setGlobalPrefix('api', { exclude: [] });
  app.enableShutdownHooks();
  answerCacheHitsFirst(app.getHttpServer(), app.get(PublicCacheService));
  return app;
}
