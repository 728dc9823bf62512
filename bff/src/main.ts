import { ConfigError, loadBffConfig } from '@caliber/config';
import { createApp } from './app.js';
import { stopGracefullyOnSignals } from './startup/graceful-shutdown.js';

async function main(): Promise<void> {
  const config = loadBffConfig();
  const app = await createApp(config);
  stopGracefullyOnSignals(app, config);
  await app.listen(config.port, config.host);
  console.log(`Caliber is serving at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
