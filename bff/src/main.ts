import { ConfigError, loadBffConfig } from '@caliber/config';

async function main(): Promise<void> {
  const config = loadBffConfig();
  // OpenTelemetry patches the modules it traces as they load: it starts before the app's are imported (docs/operations.md).
  if (config.telemetry.traces) await (await import('@caliber/logging/tracing')).startTracing(config.telemetry.traces.serviceName);
  const [{ createApp }, { stopGracefullyOnSignals }] = await Promise.all([import('./app.js'), import('./startup/graceful-shutdown.js')]);
  const app = await createApp(config);
  stopGracefullyOnSignals(app, config);
  await app.listen(config.port, config.host);
  console.log(`Caliber is serving at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
