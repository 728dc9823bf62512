import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const DATABASE_SERVER = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export const OPERATOR = { username: 'operator', password: 'e2e-operator-password' };

/** What the stack needs of a running fake eBay (`startFakeEbay` in e2e/fake-ebay/server.mjs). */
export interface FakeEbayHandle {
  url: string;
  clientId: string;
  clientSecret: string;
  ruName: string;
}

/** The EBAY_* settings that send Caliber to a fake eBay. */
export function fakeEbayEnv(fake: FakeEbayHandle): Record<string, string> {
  return {
    EBAY_CLIENT_ID: fake.clientId,
    EBAY_CLIENT_SECRET: fake.clientSecret,
    EBAY_RU_NAME: fake.ruName,
    EBAY_API_BASE_URL: fake.url,
    EBAY_AUTH_BASE_URL: fake.url,
    EBAY_WEB_BASE_URL: fake.url,
    EBAY_IMAGE_BASE_URL: fake.url,
  };
}

export interface Stack {
  url: string;
  /** The database's address as the stack uses it (perhaps through a proxy). */
  databaseUrl: string;
  /** The same database reached directly, for the test's own checks. */
  directDatabaseUrl: string;
  env: Record<string, string>;
  /** Starts one more BFF on the same database, Redis and uploads (a second replica). */
  startReplica(): Promise<{ url: string; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

export interface StackOptions {
  env?: Record<string, string>;
  /** Reach PostgreSQL through this port (a test's proxy) instead of 5432. */
  databasePort?: number;
  /** Start the worker too (when it is built). */
  worker?: boolean;
  /** Points every EBAY_* setting of the BFF and the worker at this fake eBay. */
  fakeEbay?: FakeEbayHandle;
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
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

/**
 * Caliber started the way `npm start` starts it (prepare, then the BFF and the worker), on a free port,
 * with its own database, upload folder and Redis prefix; `stop()` ends it and drops the database.
 */
export async function startStack({ env: extraEnv = {}, databasePort, worker = true, fakeEbay }: StackOptions = {}): Promise<Stack> {
  const id = randomBytes(5).toString('hex');
  const port = await freePort();
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'caliber-e2e-uploads-'));
  const directDatabaseUrl = `${DATABASE_SERVER}/caliber_e2e_${id}`;
  const databaseUrl = databasePort ? `postgres://postgres@127.0.0.1:${databasePort}/caliber_e2e_${id}` : directDatabaseUrl;
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
    SECRETS_DIR: path.join(uploadDir, '..', `caliber-e2e-secrets-${id}`),
    ...(fakeEbay ? fakeEbayEnv(fakeEbay) : {}),
    ...extraEnv,
  };
  const processEnv = { ...process.env, ...env };
  await runToEnd('bff/dist/prepare.js', processEnv);
  const start = (name: 'bff' | 'worker', childEnv: NodeJS.ProcessEnv) =>
    spawn('node', [path.join(repoRoot, name, 'dist', 'main.js')], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const children = [start('bff', processEnv)];
  if (worker && existsSync(path.join(repoRoot, 'worker', 'dist', 'main.js'))) children.push(start('worker', processEnv));
  await waitForHealth(url, children[0]);
  return {
    url,
    databaseUrl,
    directDatabaseUrl,
    env,
    async startReplica() {
      const replicaPort = await freePort();
      const replicaUrl = `http://127.0.0.1:${replicaPort}`;
      const replica = start('bff', { ...processEnv, PORT: String(replicaPort), PUBLIC_URL: replicaUrl });
      children.push(replica);
      await waitForHealth(replicaUrl, replica);
      return { url: replicaUrl, stop: () => stopChild(replica) };
    },
    async stop() {
      await Promise.all(children.map(stopChild));
      const { dropDatabase } = await import('@caliber/db');
      await dropDatabase(directDatabaseUrl);
      rmSync(uploadDir, { recursive: true, force: true });
      rmSync(env.SECRETS_DIR, { recursive: true, force: true });
    },
  };
}
