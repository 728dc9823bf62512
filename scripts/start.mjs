// `npm start`: install what is missing, build what changed, prepare the database, then run the BFF and the
// worker; one line per step.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/run.mjs';
import { loadDotEnv, prepareDatabase, processGroup, useOneMachineDefaults } from './lib/site.mjs';
import { ensureBuilt, ensureInstalled } from './lib/stamps.mjs';

loadDotEnv();
useOneMachineDefaults();
await ensureInstalled();
await ensureBuilt();
await prepareDatabase().catch(() => process.exit(1));

const group = processGroup();
for (const name of ['bff', 'worker']) {
  const main = path.join(name, 'dist', 'main.js');
  if (existsSync(path.join(repoRoot, main))) group.add(name, spawn('node', [main], { cwd: repoRoot, stdio: 'inherit' }));
}
