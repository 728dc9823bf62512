import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp } from './app.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(`Caliber is serving at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
