import * as contracts from '@caliber/contracts';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { createRequire } from 'node:module';
import { Struct } from 'superstruct';
import { SessionCookie } from '../auth/session-cookie.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { ApiRoutes, type ApiRoute } from './api-routes.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { readerPage } from './reader.js';
import { StructJsonSchemas } from './struct-json-schema.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

const DESCRIPTION =
  'The REST API of the Caliber storefront and back office, generated at start from the routes the server registers ' +
  'and the schemas that check their input. Admin routes need the session cookie that POST /api/auth/login sets. ' +
  'Every failure answers {error, message}.';

const PUBLIC_DESCRIPTION =
  'The public REST API of the Caliber storefront, generated at start from the routes the server registers and the ' +
  'schemas that check their input. Every failure answers {error, message}.';

/** A route anyone may call: not the back office's (AdminGuard), nor the operator's own account (/api/auth). */
export function isPublicRoute(route: ApiRoute): boolean {
  return !route.guards.includes(AdminGuard) && !route.path.startsWith('/api/auth/');
}

/** Built once at start, answered as is: the document and its reader's page (docs/api.md). */
@Injectable()
export class ApiDescriptionService implements OnApplicationBootstrap {
  /** Every route: for the signed-in operator. */
  documentJson = '';
  /** The routes anyone may call: no back-office route, no operator's account route. */
  publicDocumentJson = '';
  readonly readerHtml = readerPage();

  constructor(
    private readonly routes: ApiRoutes,
    private readonly cookie: SessionCookie,
  ) {}

  onApplicationBootstrap(): void {
    const routes = this.routes.list();
    const build = (listed: ApiRoute[], description: string) =>
      JSON.stringify(buildOpenApiDocument(listed, new StructJsonSchemas(contractSchemaNames()), { title: 'Caliber API', version, description, sessionCookie: this.cookie.name }));
    this.documentJson = build(routes, DESCRIPTION);
    this.publicDocumentJson = build(routes.filter(isPublicRoute), PUBLIC_DESCRIPTION);
  }
}

/** The schemas contracts exports, named by their export (`watchFormSchema` → `WatchForm`). */
function contractSchemaNames(): Map<Struct<any, any>, string> {
  const named = Object.entries(contracts).filter(([key, value]) => key.endsWith('Schema') && value instanceof Struct);
  return new Map(named.map(([key, value]) => [value as Struct<any, any>, key[0].toUpperCase() + key.slice(1, -'Schema'.length)]));
}
