import { defineProject } from 'vitest/config';

/** Unit tests in Node; a component's spec that needs a DOM names happy-dom at its top. */
export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: { name: 'ui', include: ['src/**/*.spec.{ts,tsx}'], environment: 'node' },
});
