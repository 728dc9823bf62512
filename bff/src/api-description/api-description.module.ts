import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module.js';
import { ApiDescriptionController } from './api-description.controller.js';
import { ApiDescriptionService } from './api-description.service.js';
import { ApiRoutes } from './api-routes.js';

/** /api/openapi.json and its reader at /api/docs (docs/api.md): the public API, all of it for the operator. */
@Module({ imports: [DiscoveryModule, AuthModule], controllers: [ApiDescriptionController], providers: [ApiRoutes, ApiDescriptionService] })
export class ApiDescriptionModule {}
