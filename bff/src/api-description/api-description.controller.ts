import { Controller, Get, Header } from '@nestjs/common';
import { ApiDoc } from './api-doc.decorator.js';
import { ApiDescriptionService } from './api-description.service.js';

@Controller()
export class ApiDescriptionController {
  constructor(private readonly description: ApiDescriptionService) {}

  @Get('openapi.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiDoc({ summary: 'This description of the API', returns: { type: 'object', description: 'An OpenAPI 3.1 document.' } })
  document(): string {
    return this.description.documentJson;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiDoc({ summary: 'A reader for this description (Swagger UI, served by this site)', returns: { type: 'string', description: 'An HTML page.' } })
  reader(): string {
    return this.description.readerHtml;
  }
}
