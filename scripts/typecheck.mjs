// Type-checks every workspace, test files included: the server projects through their references, then each
// project's test config (or its own, where that already covers its tests) and the browser tests in e2e/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_PROJECTS } from './lib/apps.mjs';
import { repoRoot, run } from './lib/run.mjs';
import { ensureInstalled } from './lib/stamps.mjs';

const projects = [
  'packages/contracts/tsconfig.test.json',
  'packages/config/tsconfig.test.json',
  'packages/db/tsconfig.json',
  'packages/core/tsconfig.test.json',
  'packages/demo-seed/tsconfig.json',
  'packages/marketplace/tsconfig.test.json',
  'packages/images/tsconfig.test.json',
  'packages/fake-ebay/tsconfig.json',
  'packages/test-stack/tsconfig.json',
  'bff/tsconfig.test.json',
  'worker/tsconfig.test.json',
  'packages/ui/tsconfig.json',
  'shell/tsconfig.json',
  'mfe-catalog/tsconfig.json',
  'mfe-forms/tsconfig.json',
  'mfe-admin/tsconfig.json',
  'e2e/tsconfig.json',
].filter((project) => existsSync(path.join(repoRoot, project)));

await ensureInstalled();
await run('npx', ['tsc', '-b', ...SERVER_PROJECTS.filter((project) => project.startsWith('packages/'))]);
for (const project of projects) await run('npx', ['tsc', '--noEmit', '-p', project]);
