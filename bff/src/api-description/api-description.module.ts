import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiDescriptionController } from './api-description.controller.js';
import { ApiDescriptionService } from './api-description.service.js';
import { ApiRoutes } from './api-routes.js';

/** /api/openapi.json and its reader at /api/docs (docs/api.md). */
@Module({ imports: [DiscoveryModule], controllers: [ApiDescriptionController], providers: [ApiRoutes, ApiDescriptionService] })
export class ApiDescriptionModule {}
