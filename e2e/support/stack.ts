import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const DATABASE_SERVER = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export const OPERATOR = { username: 'operator', password: 'e2e-operator-password' };

export interface Stack {
  url: string;
  databaseUrl: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

function runToEnd(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [script], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed: ${stderr}`))));
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the BFF exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the BFF did not become healthy at ${url}`);
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

/**
 * Caliber started the way `npm start` starts it (prepare, then the BFF and the worker), on a free port,
 * with its own database, upload folder and Redis prefix; `stop()` ends it and drops the database.
 */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const id = randomBytes(5).toString('hex');
  const port = await freePort();
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'caliber-e2e-uploads-'));
  const databaseUrl = `${DATABASE_SERVER}/caliber_e2e_${id}`;
  const url = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `e2e-${id}`,
    UPLOAD_DIR: uploadDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    ADMIN_USERNAME: OPERATOR.username,
    ADMIN_PASSWORD: OPERATOR.password,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const processEnv = { ...process.env, ...env };
  await runToEnd('bff/dist/prepare.js', processEnv);
  const children = ['bff', 'worker']
    .map((name) => path.join(repoRoot, name, 'dist', 'main.js'))
    .filter(existsSync)
    .map((entry) => spawn('node', [entry], { cwd: repoRoot, env: processEnv, stdio: ['ignore', 'inherit', 'inherit'] }));
  await waitForHealth(url, children[0]);
  return {
    url,
    databaseUrl,
    env,
    async stop() {
      await Promise.all(children.map(stopChild));
      const { dropDatabase } = await import('@caliber/db');
      await dropDatabase(databaseUrl);
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
