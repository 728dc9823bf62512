import tseslint from 'typescript-eslint';

const SRC_PATH_IMPORTS = {
  group: ['@caliber/*/src', '@caliber/*/src/*', '../packages/*', '../../packages/*', '../../../packages/*'],
  message: 'Import a workspace by its package name and exports, never by a path into its src/.',
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

const SERVER_ONLY = ['@caliber/db', '@caliber/marketplace', '@nestjs/*', 'typeorm', 'bullmq', 'ioredis', 'pg', 'sharp'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'uploads/**', 'coverage/**', 'bench/results.json'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['packages/contracts/**'], rules: { 'no-restricted-imports': forbidden('@caliber/db', '@caliber/marketplace', '@caliber/ui', '@caliber/bff', '@caliber/worker', 'react') } },
  { files: ['packages/db/**', 'packages/marketplace/**'], rules: { 'no-restricted-imports': forbidden('@caliber/ui', '@caliber/bff', '@caliber/worker', 'react') } },
  { files: ['packages/ui/**'], rules: { 'no-restricted-imports': forbidden(...SERVER_ONLY, '@caliber/bff', '@caliber/worker') } },
  { files: ['bff/**'], rules: { 'no-restricted-imports': forbidden('@caliber/worker', '@caliber/ui', 'react') } },
  { files: ['worker/**'], rules: { 'no-restricted-imports': forbidden('@caliber/bff', '@caliber/ui', 'react') } },
  {
    files: ['shell/**', 'mfe-catalog/**', 'mfe-forms/**', 'mfe-admin/**'],
    rules: { 'no-restricted-imports': forbidden(...SERVER_ONLY, '@caliber/bff', '@caliber/worker') },
  },
  {
    // One router context for every remote: the router comes through the shared @caliber/ui (tests may
    // use react-router's MemoryRouter directly).
    files: ['shell/src/**', 'mfe-catalog/src/**', 'mfe-forms/src/**', 'mfe-admin/src/**'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SRC_PATH_IMPORTS, ...[...SERVER_ONLY, '@caliber/bff', '@caliber/worker'].map((name) => ({ group: [name, `${name}/*`], message: `Front-ends must not depend on ${name}.` }))],
          paths: [{ name: 'react-router', message: 'Import the router from @caliber/ui: it keeps one router context across remotes.' }],
        },
      ],
    },
  },
);
