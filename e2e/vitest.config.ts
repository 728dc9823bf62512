import { defineConfig } from 'vitest/config';

/** Browser journeys: one file at a time (each starts its own stack), generous timeouts for a 2-core machine. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
