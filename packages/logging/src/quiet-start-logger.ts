import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

// Nest's start-up report (each module loaded, each route mapped) is detail for debugging, not news.
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Nest's logger for the BFF and the worker: nestjs-pino's, with Nest's own start-up lines at debug instead of info. */
@Injectable()
export class QuietStartLogger extends Logger {
  log(message: unknown, ...optionalParams: unknown[]): void {
    if (START_UP_CONTEXTS.has(optionalParams.at(-1) as string)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}
