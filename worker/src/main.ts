import 'reflect-metadata';
import { ConfigError, loadWorkerConfig } from '@caliber/config';
import { UnhandledJobsError } from './queues/job-coverage.js';

/** The worker process: an application context (no HTTP) that stops gracefully on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  const config = loadWorkerConfig();
  // OpenTelemetry patches the modules it traces as they load: it starts before the worker's are imported (docs/operations.md).
  if (config.telemetry.traces) await (await import('@caliber/logging/tracing')).startTracing(config.telemetry.traces.serviceName);
  const [{ NestFactory }, { Logger }, { QuietStartLogger }, { WorkerModule }] = await Promise.all([
    import('@nestjs/core'),
    import('@nestjs/common'),
    import('@caliber/logging'),
    import('./worker.module.js'),
  ]);
  // Start-up lines wait for the pino logger; a failed start drops them and prints only its reason (below).
  const app = await NestFactory.createApplicationContext(WorkerModule.forConfig(config), { bufferLogs: true, autoFlushLogs: false, abortOnError: false });
  app.useLogger(app.get(QuietStartLogger));
  app.flushLogs();
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Workers finish the jobs in hand first (QueueWorkersService), for at most SHUTDOWN_FINISH_SECONDS; a job
    // still running then keeps its lock until it lapses, and another worker takes it up as stalled.
    setTimeout(() => {
      new Logger('Shutdown').warn(`Jobs still running after ${config.shutdownFinishMs / 1000} s are left to another worker`);
      process.exit(0);
    }, config.shutdownFinishMs).unref();
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
  console.error(error instanceof ConfigError || error instanceof UnhandledJobsError ? error.message : error);
  process.exit(1);
});
