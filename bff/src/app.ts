import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { PinoLogger } from 'nestjs-pino';
import { ApiRoutes } from './api-description/api-routes.js';
import { readerAssets } from './api-description/reader.js';
import { AppModule } from './app.module.js';
import { PublicCacheService } from './cache/public-cache.service.js';
import { API_PREFIX } from './common/api-prefix.js';
import { jsonBody } from './common/json-body.js';
import { routeLabel, timeRequests } from './metrics/http-metrics.js';
import { apiRouteWords, installFrontDoor } from './front-door.js';
import { applyHttpLimits } from './security/http-limits.js';
import type { AppConfig } from './config/app-config.js';
import { QuietStartLogger } from '@caliber/logging';
import { FILE_STORAGE } from '@caliber/core';
import { ROOT_LOGGER } from './logging/logging.module.js';
import { requestLogContext, requestLogger } from './logging/request-logger.js';
import { sharedAddressWarning } from './security/shared-address-warning.js';
import { securityHeaders } from './security/security-headers.js';
import { SiteService } from './site/site.service.js';
import { closeConnectionsOnceDraining } from './startup/graceful-shutdown.js';
import { MemoryCachedStorage } from './uploads/memory-cached-storage.js';
import { serveUploads } from './uploads/serve-uploads.js';

/** Builds the BFF for a configuration; `main.ts` and the HTTP tests both start it this way. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  // One spelling per route: /API/watches and /api/watches/ are not /api/watches (docs/server-rendering.md).
  // Express reads these when it makes its router, before Nest adds anything to it.
  const server = express();
  server.set('case sensitive routing', true);
  server.set('strict routing', true);
  // Nest's lines wait for the pino logger; a failed start drops them, and main.ts prints its reason.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), new ExpressAdapter(server), {
    bodyParser: false,
    bufferLogs: true,
    autoFlushLogs: false,
    abortOnError: false,
  });
  app.useLogger(app.get(QuietStartLogger));
  app.flushLogs();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(app.get(ROOT_LOGGER)));
  app.use(sharedAddressWarning(config.trustProxy, app.get(ROOT_LOGGER)));
  app.use(requestLogContext(await app.resolve(PinoLogger)));
  // A bucket's small images are kept in memory: each read from it costs far more than the local folder's.
  const uploads = config.storage.s3 ? new MemoryCachedStorage(app.get(FILE_STORAGE)) : app.get(FILE_STORAGE);
  app.use('/uploads', routeLabel('uploads'), serveUploads(uploads, config.storage.publicUrl));
  app.use(`/${API_PREFIX}/docs/assets`, readerAssets());
  app.use(app.get(SiteService).handle);
  app.use(jsonBody());
  app.setGlobalPrefix(API_PREFIX, { exclude: [] });
  const routeWords = apiRouteWords(app.get(ApiRoutes).list().map((route) => route.path));
  installFrontDoor(app.getHttpServer(), app.get(PublicCacheService), securityHeaders(config), routeWords);
  applyHttpLimits(app.getHttpServer(), config.http);
  closeConnectionsOnceDraining(app);
  if (config.telemetry.metrics) timeRequests(app.getHttpServer());
  return app;
}
