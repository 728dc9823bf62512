import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AuthService } from '../auth/auth.service.js';
import { ApiDoc } from './api-doc.decorator.js';
import { ApiDescriptionService } from './api-description.service.js';

@Controller()
export class ApiDescriptionController {
  constructor(
    private readonly description: ApiDescriptionService,
    private readonly auth: AuthService,
  ) {}

  /** The public API; all of it (the back office's too) to the signed-in operator. */
  @Get('openapi.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'private, no-cache')
  @Header('Vary', 'Cookie')
  @ApiDoc({ summary: 'This description of the API: the public routes, and to the signed-in operator every route', returns: { type: 'object', description: 'An OpenAPI 3.1 document.' } })
  async document(@Req() req: Request): Promise<string> {
    return (await this.auth.isOperator(req)) ? this.description.documentJson : this.description.publicDocumentJson;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiDoc({ summary: 'A reader for this description (Swagger UI, served by this site)', returns: { type: 'string', description: 'An HTML page.' } })
  reader(): string {
    return this.description.readerHtml;
  }
}
