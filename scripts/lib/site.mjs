import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './run.mjs';

/** `.env` at the repository root, when present, fills in the environment (variables already set win). */
export function loadDotEnv() {
  const file = path.join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * What `npm start` and `npm run dev` change for one machine, unless the environment or .env says
 * otherwise: the demo catalogue in an empty database, and no drain on stopping, as no load balancer has to
 * take the one BFF out (docs/operations.md).
 */
export function useOneMachineDefaults() {
  process.env.DEMO_CATALOGUE ||= 'on';
  process.env.SHUTDOWN_DRAIN_SECONDS ||= '0';
}

/**
 * PostgreSQL and Redis reachable, database created and migrated, demo catalogue, first operator
 * (bff/src/prepare.ts, which says what is wrong when it fails).
 */
export const prepareDatabase = () => run('node', ['bff/dist/prepare.js']);

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;
const exited = (child) => new Promise((resolve) => (hasExited(child) ? resolve() : child.once('exit', resolve)));

/**
 * The long-running children of `npm start` and `npm run dev`, which stop together: Ctrl-C (or SIGTERM)
 * stops every one, and one that exits on its own stops the rest. Each gets 10 s to finish before this
 * process exits anyway.
 */
export function processGroup() {
  const children = new Set();
  let stopping = false;

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 10_000).unref();
    Promise.all([...children].map(exited)).then(() => process.exit(code));
  }
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());

  return {
    stop,

    /** Adds a started child: when it exits on its own, the whole group stops. */
    add(name, child) {
      children.add(child);
      child.on('exit', (code, signal) => {
        children.delete(child);
        if (stopping) return;
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping Caliber.`);
        stop(code || 1);
      });
      return child;
    },

    /**
     * A server `npm run dev` runs again after each build: `restart()` stops the running one, if any, and
     * starts `node <args>` anew. One that exits on its own is reported and waits for the next build.
     */
    restartable(name, args) {
      let current = null;
      let queue = Promise.resolve();
      const launch = () => {
        const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
        children.add(child);
        child.on('exit', (code, signal) => {
          children.delete(child);
          if (!stopping && child === current) console.error(`${name} stopped (${signal ?? `exit ${code}`}); it starts again after the next build.`);
        });
        current = child;
      };
      return {
        restart: () =>
          (queue = queue.then(async () => {
            const previous = current;
            current = null;
            if (previous && !hasExited(previous)) {
              previous.kill('SIGTERM');
              await exited(previous);
            }
            if (!stopping) launch();
          })),
      };
    },
  };
}
