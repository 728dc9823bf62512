import { defineConfig } from 'vitest/config';

/** `npm test` runs every workspace's suite as one project each. */
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'bff',
      'worker',
      'shell',
      'mfe-catalog',
      'mfe-forms',
      'mfe-admin',
      'e2e',
      // The repository's own rules, as lint runs them (scripts/lint).
      { test: { name: 'lint', include: ['scripts/lint/**/*.spec.mjs'], environment: 'node' } },
    ],
  },
});
