import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/** Vitest settings for server-side workspaces: swc keeps decorator metadata, which Nest and TypeORM need. */
export const serverTestConfig = defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
