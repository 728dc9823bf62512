// Type-checks every workspace: the server projects through their references, front-ends and tests on their own.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './lib/run.mjs';

const projects = [
  'packages/contracts/tsconfig.json',
  'packages/db/tsconfig.json',
  'packages/marketplace/tsconfig.json',
  'bff/tsconfig.test.json',
  'worker/tsconfig.test.json',
  'packages/ui/tsconfig.json',
  'shell/tsconfig.json',
  'mfe-catalog/tsconfig.json',
  'mfe-forms/tsconfig.json',
  'mfe-admin/tsconfig.json',
].filter((project) => existsSync(path.join(repoRoot, project)));

await run('npx', ['tsc', '-b', 'packages/contracts', 'packages/db', 'packages/marketplace']);
for (const project of projects) await run('npx', ['tsc', '--noEmit', '-p', project]);
