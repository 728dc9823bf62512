// Caliber started the way `npm start` starts it (prepare, then the BFF and the worker), for the bench:
// its own database `caliber_bench_<random>`, upload folder, secrets folder and Redis prefix, on a free
// port. The .mjs twin of e2e/support/stack.ts (which is TypeScript and needs the test runner).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const DATABASE_SERVER = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export const OPERATOR = { username: 'bench-operator', password: 'bench-operator-password' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The EBAY_* settings that send Caliber to a fake eBay (as `fakeEbayEnv` in e2e/support/stack.ts). */
export function fakeEbayEnv(fake) {
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

function runToEnd(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [script], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} failed: ${stderr}`))));
  });
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 90_000;
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

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * Starts prepare + BFF (+ worker). `stop()` ends both processes, drops the database and removes the
 * temporary folders.
 */
export async function startStack({ env: extraEnv = {}, worker = true, fakeEbay } = {}) {
  const id = randomBytes(5).toString('hex');
  const port = await freePort();
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'caliber-bench-uploads-'));
  const secretsDir = mkdtempSync(path.join(tmpdir(), 'caliber-bench-secrets-'));
  const databaseUrl = `${DATABASE_SERVER}/caliber_bench_${id}`;
  const url = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `bench-${id}`,
    UPLOAD_DIR: uploadDir,
    SECRETS_DIR: secretsDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    ADMIN_USERNAME: OPERATOR.username,
    ADMIN_PASSWORD: OPERATOR.password,
    LOG_LEVEL: 'warn',
    ...(fakeEbay ? fakeEbayEnv(fakeEbay) : {}),
    ...extraEnv,
  };
  const processEnv = { ...process.env, ...env };
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    const { dropDatabase } = await import('@caliber/db');
    await dropDatabase(databaseUrl).catch((error) => console.error(`could not drop ${databaseUrl}: ${error.message}`));
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(secretsDir, { recursive: true, force: true });
  };
  try {
    await runToEnd('bff/dist/prepare.js', processEnv);
    const start = (name) =>
      spawn('node', [path.join(repoRoot, name, 'dist', 'main.js')], { cwd: repoRoot, env: processEnv, stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(start('bff'));
    if (worker) children.push(start('worker'));
    await waitForHealth(url, children[0]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, databaseUrl, env, pids: children.map((child) => child.pid), stop };
}

/** Signs the operator in; returns the Cookie header carrying the session. */
export async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
