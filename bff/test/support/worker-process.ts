import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { vi } from 'vitest';
import type { TestApp } from './test-app.js';

const workerEntry = path.resolve(import.meta.dirname, '../../../worker/dist/main.js');

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the worker printed, for assertions and failure messages. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The real worker (`worker/dist/main.js`, as `npm start` runs it) on the test app's database, Redis
 * prefix and upload folder; resolves once it takes jobs.
 */
export async function startWorker(t: TestApp, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [workerEntry], {
    env: {
      ...process.env,
      DATABASE_URL: t.database.url,
      REDIS_URL: t.config.redisUrl,
      REDIS_PREFIX: t.config.redisPrefix,
      UPLOAD_DIR: t.config.storage.uploadDir,
      SECRETS_DIR: t.config.secretsDir,
      LOG_LEVEL: 'info',
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes('Taking jobs from')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `probe` until it returns something other than undefined (never a fixed sleep). */
export function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined) throw new Error(`Timed out waiting for ${what}`);
      return value;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}
