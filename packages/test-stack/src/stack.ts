import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/** The repository this package sits in (`packages/test-stack/dist` when built), whose built apps it starts. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const DATABASE_SERVER = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** The operator every stack creates at start (through ADMIN_USERNAME and ADMIN_PASSWORD). */
export const OPERATOR = { username: 'operator', password: 'e2e-operator-password' };

/** What the stack needs of a running fake eBay (`startFakeEbay` of `@caliber/fake-ebay`): the EBAY_* settings that send Caliber to it. */
interface FakeEbayHandle {
  env: Record<string, string>;
}

export interface Stack {
  url: string;
  /** The database's address as the stack uses it (perhaps through a proxy). */
  databaseUrl: string;
  /** The same database reached directly, for the test's own checks. */
  directDatabaseUrl: string;
  env: Record<string, string>;
  /** Process ids of the BFF and the worker started with the stack. */
  pids: number[];
  /** Starts one more BFF on the same database, Redis and uploads (a second replica), with these settings added. */
  startReplica(env?: Record<string, string>): Promise<Replica>;
  stop(): Promise<void>;
}

export interface Replica {
  url: string;
  /** Sends SIGTERM and resolves once it exited (SIGKILL after 10 s more). */
  stop(): Promise<void>;
  /** Sends SIGTERM and returns at once, for a test that watches the replica drain. */
  terminate(): void;
  /** How it exited, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StackOptions {
  /** Names the run's database (`caliber_<purpose>_<random>`), Redis prefix and folders; `e2e` by default. */
  purpose?: string;
  env?: Record<string, string>;
  /** Reach PostgreSQL through this port (a test's proxy) instead of 5432. */
  databasePort?: number;
  /** Start the worker too (when it is built). */
  worker?: boolean;
  /** Settings of the worker only, over `env` (its own METRICS_PORT, say). */
  workerEnv?: Record<string, string>;
  /** Receives what the BFF and the worker print, instead of the test's own output. */
  output?: (name: 'bff' | 'worker', chunk: string) => void;
  /** Points every EBAY_* setting of the BFF and the worker at this fake eBay. */
  fakeEbay?: FakeEbayHandle;
  /**
   * Wait until the BFF is ready (every remote's build loaded), as a load balancer would; by default unless
   * `env` names other remotes (`REMOTE_<NAME>_URL`, some broken on purpose). False for a stack whose own
   * remotes are refused on purpose.
   */
  untilReady?: boolean;
}

function runToEnd(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [script], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed: ${stderr}`))));
  });
}

/**
 * Waits until the BFF answers healthy, or ready as a load balancer asks (`/api/health/ready`: every
 * remote's build loaded), so that a test's first page is rendered on the server as a visitor's is.
 */
async function waitForHealth(url: string, child: ChildProcess, untilReady: boolean): Promise<void> {
  const probe = untilReady ? '/api/health/ready' : '/api/health';
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the BFF exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the BFF did not answer ${probe} at ${url}`);
}

/** Ends a child process: SIGTERM, then SIGKILL if it is still running after 10 s. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

/**
 * Caliber started the way `npm start` starts it (prepare, then the BFF and the worker), on a free port,
 * with its own database, upload folder and Redis prefix; `stop()` ends it and drops the database.
 * The apps must be built (`npm run build`).
 */
export async function startStack({ purpose = 'e2e', env: extraEnv = {}, databasePort, worker = true, workerEnv = {}, fakeEbay, output, untilReady }: StackOptions = {}): Promise<Stack> {
  const namesOtherRemotes = (settings: Record<string, string>) => Object.keys(settings).some((name) => /^REMOTE_\w+_URL$/.test(name) && settings[name]);
  const id = randomBytes(5).toString('hex');
  const port = await freePort();
  const uploadDir = mkdtempSync(path.join(tmpdir(), `caliber-${purpose}-uploads-`));
  const databaseName = `caliber_${purpose}_${id}`;
  const directDatabaseUrl = `${DATABASE_SERVER}/${databaseName}`;
  const databaseUrl = databasePort ? `postgres://postgres@127.0.0.1:${databasePort}/${databaseName}` : directDatabaseUrl;
  const url = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `${purpose}-${id}`,
    UPLOAD_DIR: uploadDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    ADMIN_USERNAME: OPERATOR.username,
    ADMIN_PASSWORD: OPERATOR.password,
    LOG_LEVEL: 'warn',
    SECRETS_DIR: path.join(uploadDir, '..', `caliber-${purpose}-secrets-${id}`),
    // As `npm start`: the suites and benches read the demo catalogue, and a stopped BFF does not drain.
    DEMO_CATALOGUE: 'on',
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...fakeEbay?.env,
    ...extraEnv,
  };
  const processEnv = { ...process.env, ...env };
  const start = (name: 'bff' | 'worker', childEnv: NodeJS.ProcessEnv) => {
    const child = spawn('node', [path.join(repoRoot, name, 'dist', 'main.js')], { cwd: repoRoot, env: childEnv, stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'] });
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => output!(name, String(chunk)));
    return child;
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    const { dropDatabase } = await import('@caliber/db');
    await dropDatabase(directDatabaseUrl);
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(env.SECRETS_DIR, { recursive: true, force: true });
  };
  try {
    await runToEnd('bff/dist/prepare.js', processEnv);
    children.push(start('bff', processEnv));
    if (worker && existsSync(path.join(repoRoot, 'worker', 'dist', 'main.js'))) children.push(start('worker', { ...processEnv, ...workerEnv }));
    await waitForHealth(url, children[0], untilReady ?? !namesOtherRemotes(extraEnv));
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return {
    url,
    databaseUrl,
    directDatabaseUrl,
    env,
    pids: children.map((child) => child.pid!),
    async startReplica(replicaEnv = {}) {
      const replicaPort = await freePort();
      const replicaUrl = `http://127.0.0.1:${replicaPort}`;
      const replica = start('bff', { ...processEnv, PORT: String(replicaPort), PUBLIC_URL: replicaUrl, ...replicaEnv });
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => replica.once('exit', (code, signal) => resolve({ code, signal })));
      children.push(replica);
      await waitForHealth(replicaUrl, replica, untilReady ?? !namesOtherRemotes({ ...extraEnv, ...replicaEnv }));
      return { url: replicaUrl, stop: () => stopChild(replica), terminate: () => replica.kill('SIGTERM'), exited };
    },
    stop,
  };
}
