import { Injectable, RequestMethod, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { API_PREFIX } from '../common/api-prefix.js';
import { OPERATION_DOC, type OperationDoc } from './api-doc.decorator.js';

/** One argument of a handler as Nest's route decorators recorded it (`@Body`, `@Query('x')`, `@Param`...). */
export interface RouteArgument {
  kind: 'body' | 'query' | 'path' | 'other';
  /** The name given to the decorator (`@Param('id')`), if any. */
  name?: string;
  /** Pipe classes or instances, in order. */
  pipes: unknown[];
}

/** A route the BFF registers, with the metadata its handler carries. */
export interface ApiRoute {
  method: string;
  /** OpenAPI form: `/api/admin/watches/{id}`. */
  path: string;
  /** The Nest module that owns the controller: the route's domain. */
  module: string;
  controller: string;
  handler: string;
  guards: unknown[];
  interceptors: unknown[];
  /** @HttpCode, when set. */
  httpCode?: number;
  /** @Header values by lower-cased name. */
  headers: Record<string, string>;
  arguments: RouteArgument[];
  doc?: OperationDoc;
}

const ARGUMENT_KINDS: Partial<Record<RouteParamtypes, RouteArgument['kind']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'path',
};

/** Lists every route of every controller from Nest's own route metadata, as the router registers them. */
@Injectable()
export class ApiRoutes {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  list(): ApiRoute[] {
    return this.discovery.getControllers().flatMap((wrapper) => {
      const controller = wrapper.metatype as Type | null;
      if (!controller) return [];
      const module = wrapper.host?.metatype.name ?? controller.name;
      return this.scanner.getAllMethodNames(controller.prototype).flatMap((handler) => routesOf(controller, handler, module));
    });
  }
}

function routesOf(controller: Type, handlerName: string, module: string): ApiRoute[] {
  const handler = controller.prototype[handlerName] as object;
  const handlerPaths = asList(Reflect.getMetadata(PATH_METADATA, handler));
  if (handlerPaths.length === 0) return [];
  const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
  const headers = (Reflect.getMetadata(HEADERS_METADATA, handler) ?? []) as { name: string; value: string }[];
  const common = {
    method,
    module,
    controller: controller.name,
    handler: handlerName,
    guards: [...metadataList(GUARDS_METADATA, controller), ...metadataList(GUARDS_METADATA, handler)],
    interceptors: [...metadataList(INTERCEPTORS_METADATA, controller), ...metadataList(INTERCEPTORS_METADATA, handler)],
    httpCode: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
    headers: Object.fromEntries(headers.map(({ name, value }) => [name.toLowerCase(), value])),
    arguments: argumentsOf(controller, handlerName),
    doc: Reflect.getMetadata(OPERATION_DOC, handler) as OperationDoc | undefined,
  };
  return asList(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((controllerPath) =>
    handlerPaths.map((handlerPath) => ({ ...common, path: openApiPath(API_PREFIX, controllerPath, handlerPath) })),
  );
}

function argumentsOf(controller: Type, handlerName: string): RouteArgument[] {
  const recorded = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) ?? {}) as Record<string, { index: number; data?: unknown; pipes?: unknown[] }>;
  const inOrder = Object.entries(recorded).sort(([, a], [, b]) => a.index - b.index);
  return inOrder.map(([key, { data, pipes }]) => ({
    kind: ARGUMENT_KINDS[Number(key.split(':')[0]) as RouteParamtypes] ?? 'other',
    ...(typeof data === 'string' ? { name: data } : {}),
    pipes: pipes ?? [],
  }));
}

/** `api` + `admin/watches` + `:id` → `/api/admin/watches/{id}`. */
export function openApiPath(...parts: string[]): string {
  const joined = parts.flatMap((part) => part.split('/')).filter((segment) => segment !== '');
  return `/${joined.map((segment) => segment.replace(/^:(\w+)$/, '{$1}')).join('/')}`;
}

function asList(value: unknown): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value as string];
}

function metadataList(key: string, target: object): unknown[] {
  return (Reflect.getMetadata(key, target) as unknown[] | undefined) ?? [];
}
