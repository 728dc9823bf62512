import { spawn } from 'node:child_process';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/**
 * Runs a command in the repository, inheriting the terminal; rejects on a non-zero exit. With `quiet`,
 * its output is held back and printed only if it fails.
 */
export function run(command, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      if (quiet) process.stderr.write(Buffer.concat(output));
      reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Seconds since `startedAt` (a `performance.now()`), for the one-line reports of the commands. */
export const secondsSince = (startedAt) => `${Math.round((performance.now() - startedAt) / 1000)} s`;
