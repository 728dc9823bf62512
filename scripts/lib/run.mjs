import { spawn } from 'node:child_process';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command in the repository, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
