// `npm start`: install what is missing, build what changed, prepare the database, then run the BFF and the worker.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './lib/run.mjs';
import { ensureBuilt, ensureInstalled } from './lib/stamps.mjs';

await ensureInstalled();
await ensureBuilt();
try {
  await run('node', ['bff/dist/prepare.js']);
} catch {
  process.exit(1);
}

const processes = ['bff', 'worker']
  .filter((name) => existsSync(path.join(repoRoot, name, 'dist', 'main.js')))
  .map((name) => {
    const child = spawn('node', [path.join(name, 'dist', 'main.js')], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping Caliber.`);
      stop(code || 1);
    });
    return child;
  });

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of processes) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(processes.map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
