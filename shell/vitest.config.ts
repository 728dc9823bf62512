import { defineProject } from 'vitest/config';

/** Unit tests of the shell in Node (its server renderer's parts). */
export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: { name: 'shell', include: ['src/**/*.spec.{ts,tsx}'], environment: 'node' },
});
