import { defineConfig } from 'vitest/config';

/** `npm test` runs every workspace's suite as one project each. */
export default defineConfig({
  test: {
    projects: ['packages/*', 'bff', 'worker', 'shell', 'mfe-catalog', 'mfe-forms', 'mfe-admin', 'e2e'],
  },
});
