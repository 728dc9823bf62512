import * as contracts from '@caliber/contracts';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { createRequire } from 'node:module';
import { Struct } from 'superstruct';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { ApiRoutes } from './api-routes.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { readerPage } from './reader.js';
import { StructJsonSchemas } from './struct-json-schema.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

const DESCRIPTION =
  'The REST API of the Caliber storefront and back office, generated at start from the routes the server registers ' +
  'and the schemas that check their input. Admin routes need the session cookie that POST /api/auth/login sets. ' +
  'Every failure answers {error, message}.';

/** Built once at start, answered as is: the document and its reader's page (docs/api.md). */
@Injectable()
export class ApiDescriptionService implements OnApplicationBootstrap {
  documentJson = '';
  readonly readerHtml = readerPage();

  constructor(private readonly routes: ApiRoutes) {}

  onApplicationBootstrap(): void {
    const schemas = new StructJsonSchemas(contractSchemaNames());
    const document = buildOpenApiDocument(this.routes.list(), schemas, {
      title: 'Caliber API',
      version,
      description: DESCRIPTION,
      sessionCookie: SESSION_COOKIE,
    });
    this.documentJson = JSON.stringify(document);
  }
}

/** The schemas contracts exports, named by their export (`watchFormSchema` → `WatchForm`). */
function contractSchemaNames(): Map<Struct<any, any>, string> {
  const named = Object.entries(contracts).filter(([key, value]) => key.endsWith('Schema') && value instanceof Struct);
  return new Map(named.map(([key, value]) => [value as Struct<any, any>, key[0].toUpperCase() + key.slice(1, -'Schema'.length)]));
}
