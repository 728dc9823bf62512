import { ConfigError, loadBffConfig } from '@caliber/config';
import { createApp } from './app.js';

async function main(): Promise<void> {
  const config = loadBffConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(`Caliber is serving at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
