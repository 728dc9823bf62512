import { createAppConfig } from '../build/create-app-config.mjs';

// The exposed file default-exports the whole back office.
export default createAppConfig({
  name: 'admin',
  dir: import.meta.dirname,
  // The back office is drawn in the browser only.
  serverRendered: false,
  exposes: { './AdminApp': './src/exposes/admin-app.ts' },
});
