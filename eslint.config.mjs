import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/lint/feature-boundaries.mjs';

const SRC_PATH_IMPORTS = {
  group: ['@caliber/*/src', '@caliber/*/src/*', ...['../', '../../', '../../../'].flatMap((up) => [`${up}packages/*`, `${up}e2e/*`])],
  message: 'Import a workspace by its package name and exports, never by a path into its folder.',
};

/** Which workspaces a folder may import (docs/architecture.md, dependency direction). */
const forbidden = (...names) => [
  'error',
  {
    patterns: [
      SRC_PATH_IMPORTS,
      ...names.map((name) => ({ group: [name, `${name}/*`], message: `This workspace must not depend on ${name} (docs/architecture.md).` })),
    ],
  },
];

const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-forms', 'mfe-admin'];

/**
 * A front-end's layers, lowest first: its shared code, its features, its app layer and entries (docs/architecture.md,
 * "Feature folders"). A layer imports only from the layers below it; test support (`test/`, `testing/`) is no layer.
 */
const SHARED = ['api', 'components', 'hooks', 'lib'];
const ENTRIES = ['app', 'exposes', 'server', 'bootstrap.tsx', 'index.ts', 'server.ts'];
const layerZones = FRONT_ENDS.flatMap((frontEnd) => {
  const at = (entry) => `./${frontEnd}/src/${entry}`;
  return [
    { target: SHARED.map(at), from: ['features', ...ENTRIES].map(at), message: 'Shared code imports neither features nor the app layer: move what it needs down into lib/ or components/.' },
    { target: at('features'), from: ENTRIES.map(at), message: 'A feature never imports the app layer: move what it needs down into lib/ or components/.' },
  ];
});

const SERVER_ONLY = ['@caliber/core', '@caliber/config', '@caliber/logging', '@caliber/images', '@caliber/db', '@caliber/demo-seed', '@caliber/marketplace', '@nestjs/*', 'typeorm', 'bullmq', 'ioredis', 'pg', 'sharp'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'uploads/**', 'coverage/**', 'bench/results.json'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mfe-catalog/**/*.{ts,tsx}', 'mfe-forms/**/*.{ts,tsx}', 'mfe-admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, caliber: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', 'caliber/feature-boundaries': 'error' },
  },
  {
    files: FRONT_ENDS.map((frontEnd) => `${frontEnd}/src/**/*.{ts,tsx}`),
    ignores: ['**/test/**', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Followed at most 10 imports deep, which keeps `npm run lint` within seconds of what it took without it.
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
  },
  { files: ['packages/contracts/**'], rules: { 'no-restricted-imports': forbidden('@caliber/core', '@caliber/config', '@caliber/db', '@caliber/marketplace', '@caliber/ui', '@caliber/bff', '@caliber/worker', 'react') } },
  { files: ['packages/config/**'], rules: { 'no-restricted-imports': forbidden('@caliber/core', '@caliber/db', '@caliber/ui', '@caliber/bff', '@caliber/worker', 'react') } },
  // The domain core is the BFF's and the worker's alone (docs/architecture.md).
  { files: ['packages/db/**', 'packages/demo-seed/**', 'packages/marketplace/**', 'packages/images/**'], rules: { 'no-restricted-imports': forbidden('@caliber/core', '@caliber/ui', '@caliber/bff', '@caliber/worker', 'react') } },
  { files: ['packages/fake-ebay/**', 'packages/test-stack/**', 'e2e/**', 'bench/**'], rules: { 'no-restricted-imports': forbidden('@caliber/core') } },
  { files: ['packages/core/**'], rules: { 'no-restricted-imports': forbidden('@caliber/config', '@caliber/ui', '@caliber/bff', '@caliber/worker', 'react') } },
  { files: ['packages/ui/**'], rules: { 'no-restricted-imports': forbidden(...SERVER_ONLY, '@caliber/bff', '@caliber/worker') } },
  // The demo seed is for the preparation step alone: the running BFF and worker never load its renderer.
  { files: ['bff/**'], rules: { 'no-restricted-imports': forbidden('@caliber/worker', '@caliber/ui', 'react', '@caliber/demo-seed') } },
  { files: ['bff/src/prepare.ts'], rules: { 'no-restricted-imports': forbidden('@caliber/worker', '@caliber/ui', 'react') } },
  { files: ['worker/**'], rules: { 'no-restricted-imports': forbidden('@caliber/bff', '@caliber/ui', 'react', '@caliber/demo-seed') } },
  {
    files: ['shell/**', 'mfe-catalog/**', 'mfe-forms/**', 'mfe-admin/**'],
    rules: { 'no-restricted-imports': forbidden(...SERVER_ONLY, '@caliber/bff', '@caliber/worker') },
  },
  {
    // Every environment variable of the apps is declared and read in packages/config (docs/configuration.md); test support reads its own.
    files: ['bff/src/**', 'worker/src/**', 'packages/*/src/**'],
    ignores: ['packages/config/**', 'packages/test-stack/**', 'packages/fake-ebay/**', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through @caliber/config (docs/configuration.md).' }] },
  },
  {
    // One router context for every remote: the router comes through the shared @caliber/ui (tests may
    // use react-router's MemoryRouter directly). So does the error boundary, bundled once inside it.
    files: ['shell/src/**', 'mfe-catalog/src/**', 'mfe-forms/src/**', 'mfe-admin/src/**'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SRC_PATH_IMPORTS, ...[...SERVER_ONLY, '@caliber/bff', '@caliber/worker'].map((name) => ({ group: [name, `${name}/*`], message: `Front-ends must not depend on ${name}.` }))],
          paths: [
            { name: 'react-router', message: 'Import the router from @caliber/ui: it keeps one router context across remotes.' },
            { name: 'react-error-boundary', message: "Use @caliber/ui's RemoteBoundary: one error boundary for every remote region." },
          ],
        },
      ],
    },
  },
);
