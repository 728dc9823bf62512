import { apiErrorCode, apiErrorSchema, type JsonSchema } from '@caliber/contracts';
import { AdminGuard } from '../auth/admin.guard.js';
import { IdPipe } from '../common/id.pipe.js';
import { SchemaPipe } from '../common/schema.pipe.js';
import { ImageUploadInterceptor } from '../uploads/image-upload.interceptor.js';
import type { AlternativeAnswer, OperationDoc } from './api-doc.decorator.js';
import type { ApiRoute, RouteArgument } from './api-routes.js';
import type { StructJsonSchemas } from './struct-json-schema.js';

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
  /** The session cookie admin routes need; the security scheme carries its name. */
  sessionCookie: string;
}

type OpenApiObject = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid: the message names the field and why.',
  401: 'Not signed in: no valid session cookie.',
  403: 'The request came from another site (its Sec-Fetch-Site, Origin or Referer says so).',
  404: 'Nothing has that id or slug.',
  409: 'The request conflicts with what is stored or configured.',
  410: 'The link is too old (a search alert manage link lasts 30 days): the message says how to get a new one.',
  413: 'The body is too large.',
  415: 'The file is not an image.',
  429: 'Too many attempts; the message says when to try again.',
  503: 'A service the call needs is unavailable; try again shortly.',
};

const API_ERROR_REF = '#/components/schemas/ApiError';

/**
 * The OpenAPI 3.1 document of the routes the BFF registers: parameters and bodies from the schemas their
 * pipes check with, statuses from their metadata, success bodies named by their contracts type (docs/api.md).
 */
export function buildOpenApiDocument(routes: ApiRoute[], schemas: StructJsonSchemas, info: DocumentInfo): OpenApiObject {
  const errorSchema = schemas.schemaOf(apiErrorSchema);
  const paths: Record<string, Record<string, OpenApiObject>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[route.path] ??= {};
    paths[route.path][route.method] = operation(route, schemas, info.sessionCookie);
  }
  if (errorSchema.$ref !== API_ERROR_REF) throw new Error(`The error shape must be the component ${API_ERROR_REF}`);
  const tags = [...new Set(routes.map((route) => tagOf(route.module)))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    tags,
    paths,
    components: {
      schemas: schemas.components,
      securitySchemes: {
        [info.sessionCookie]: {
          type: 'apiKey',
          in: 'cookie',
          name: info.sessionCookie,
          description: 'The session cookie POST /api/auth/login sets (httpOnly; the browser sends it itself).',
        },
      },
    },
  };
}

function operation(route: ApiRoute, schemas: StructJsonSchemas, sessionCookie: string): OpenApiObject {
  const admin = route.guards.includes(AdminGuard);
  const body = requestBody(route, schemas);
  const parameters = [...pathParameters(route), ...queryParameters(route, schemas)];
  const errors = new Set<number>(route.doc?.errors ?? []);
  if (body || parameters.some((parameter) => parameter.validated)) errors.add(400);
  if (body?.json) errors.add(413);
  if (route.path.includes('{')) errors.add(404);
  if (admin) errors.add(401);
  if (admin) errors.add(403);
  return {
    operationId: `${route.controller.replace(/Controller$/, '')}_${route.handler}`,
    summary: route.doc?.summary,
    tags: [tagOf(route.module)],
    ...(parameters.length > 0 ? { parameters: parameters.map(({ validated: _validated, ...parameter }) => parameter) } : {}),
    ...(body ? { requestBody: body.object } : {}),
    responses: {
      ...successResponses(route),
      ...Object.fromEntries([...errors].sort().map((status) => [String(status), errorResponse(status, route.doc?.alsoFails?.filter((fail) => fail.status === status))])),
      default: {
        description: 'Any other failure: 500, or 503 when the database or Redis cannot be reached.',
        content: { 'application/json': { schema: { $ref: API_ERROR_REF } } },
      },
    },
    ...(admin ? { security: [{ [sessionCookie]: [] }] } : {}),
  };
}

function successResponses(route: ApiRoute): Record<string, OpenApiObject> {
  const status = route.doc?.status ?? route.httpCode ?? (route.method === 'post' ? 201 : 200);
  const mediaType = (route.headers['content-type'] ?? 'application/json').split(';')[0].trim();
  const success = { status, returns: route.doc?.returns ?? null, description: route.doc?.summary ?? 'Success.' };
  const answers: (AlternativeAnswer | typeof success)[] = [success, ...(route.doc?.alsoAnswers ?? [])];
  return Object.fromEntries(
    answers.map(({ status: code, returns, description }) => [
      String(code),
      returns === null ? { description } : { description, content: { [mediaType]: { schema: bodySchema(returns) } } },
    ]),
  );
}

/** Responses are TypeScript types in @caliber/contracts, without runtime schemas: the document names them. */
function bodySchema(returns: string | JsonSchema): JsonSchema {
  if (typeof returns !== 'string') return returns;
  return { title: returns, description: `The TypeScript type ${returns} of @caliber/contracts.` };
}

function errorResponse(status: number, alsoFails: NonNullable<OperationDoc['alsoFails']> = []): OpenApiObject {
  const codes = [apiErrorCode(status), ...alsoFails.map((fail) => fail.error)];
  const error = codes.length === 1 ? { const: codes[0] } : { enum: codes };
  const schema = { allOf: [{ $ref: API_ERROR_REF }, { properties: { error } }] };
  const description = [ERROR_DESCRIPTIONS[status] ?? apiErrorCode(status), ...alsoFails.map((fail) => `\`${fail.error}\`: ${fail.description}`)].join(' ');
  return { description, content: { 'application/json': { schema } } };
}

interface Parameter extends OpenApiObject {
  name: string;
  /** A pipe checks it, so a bad value is a 400. */
  validated: boolean;
}

function pathParameters(route: ApiRoute): Parameter[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const argument = route.arguments.find((candidate) => candidate.kind === 'path' && candidate.name === name);
    const schema = argument && pipeSchema(argument);
    return { name, in: 'path', required: true, schema: schema ?? { type: 'string' }, validated: Boolean(schema) };
  });
}

function queryParameters(route: ApiRoute, schemas: StructJsonSchemas): Parameter[] {
  return route.arguments
    .filter((argument) => argument.kind === 'query')
    .flatMap((argument): Parameter[] => {
      const struct = schemaPipe(argument)?.schema;
      if (argument.name) return [{ name: argument.name, in: 'query', required: false, schema: { type: 'string' }, validated: false }];
      if (!struct) return [];
      return schemas.propertiesOf(struct).map(({ name, schema, required }) => ({ name, in: 'query', required, schema, validated: true }));
    });
}

function requestBody(route: ApiRoute, schemas: StructJsonSchemas): { object: OpenApiObject; json: boolean } | null {
  if (route.interceptors.includes(ImageUploadInterceptor)) {
    return { object: { required: true, content: { 'multipart/form-data': { schema: ImageUploadInterceptor.multipartSchema } } }, json: false };
  }
  const argument = route.arguments.find((candidate) => candidate.kind === 'body');
  if (!argument) return null;
  const struct = schemaPipe(argument)?.schema;
  const schema = struct ? schemas.schemaOf(struct) : { description: 'Not described: no schema checks this body.' };
  return { object: { required: true, content: { 'application/json': { schema } } }, json: true };
}

function schemaPipe(argument: RouteArgument): SchemaPipe<unknown> | undefined {
  return argument.pipes.find((pipe): pipe is SchemaPipe<unknown> => pipe instanceof SchemaPipe);
}

function pipeSchema(argument: RouteArgument): JsonSchema | undefined {
  return argument.pipes.some((pipe) => pipe === IdPipe || pipe instanceof IdPipe) ? IdPipe.jsonSchema : undefined;
}

/** `AdminWatchesModule` → `Admin watches`. */
export function tagOf(moduleName: string): string {
  const words = moduleName.replace(/Module$/, '').split(/(?=[A-Z])/);
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}
