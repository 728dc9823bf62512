import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { LogLevel } from '@nestjs/common';
import { loadWorkerConfig, WorkerConfigError } from './config/worker.config.js';
import { WorkerModule } from './worker.module.js';

const NEST_LEVELS: Record<string, LogLevel[]> = {
  silent: [],
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  trace: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** The worker process: an application context (no HTTP) that stops gracefully on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forConfig(config), {
    logger: NEST_LEVELS[config.logLevel],
    abortOnError: false,
  });
  await app.init();
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Workers finish the jobs in hand first (QueueWorkersService); a job cut short by a kill is picked up again as stalled.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof WorkerConfigError ? error.message : error);
  process.exit(1);
});
