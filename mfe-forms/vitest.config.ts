import { defineProject } from 'vitest/config';

/** Component tests of the mfe-forms remote: happy-dom, testing-library, the shell's providers (src/test). */
export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'mfe-forms',
    include: ['src/**/*.spec.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
