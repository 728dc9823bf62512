import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRootLogger } from '@caliber/logging';
import { saveOperator } from '../src/startup/operators.js';
import { OPERATOR } from './support/operator.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { eventually } from './support/worker-process.js';
import { stripVTControlCharacters } from 'node:util';

const bffEntry = path.resolve(import.meta.dirname, '../dist/main.js');
const SECRETS = ['cookie-secret', 'header-secret', 'password-secret', 'code-secret'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the root logger', () => {
  it('never writes a cookie, an authorization or a password, wherever it sits in a logged object', () => {
    const written: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => written.push(line) });
    logger.warn({ req: { headers: { cookie: SECRETS[0], authorization: SECRETS[1] } }, body: { password: SECRETS[2] }, password: SECRETS[2] }, 'sign-in');
    const line = JSON.parse(written[0]);
    expect(line).toMatchObject({ req: { headers: { cookie: '[redacted]', authorization: '[redacted]' } }, body: { password: '[redacted]' }, password: '[redacted]' });
    expect(written.join('')).not.toMatch(new RegExp(SECRETS.join('|')));
  });
});

describe('a failed query', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('is logged with its SQL and error but never its parameters', async () => {
    const console = vi.spyOn(globalThis.console, 'log').mockImplementation(() => undefined);
    try {
      await expect(database.dataSource.query('SELECT $1::text AS n FROM no_such_table', [SECRETS[2]])).rejects.toThrow();
      // TypeORM colours the SQL where it thinks a terminal reads it (CI=true counts as one).
      const written = stripVTControlCharacters(console.mock.calls.flat().map(String).join('\n'));
      expect(written).toContain('SELECT $1::text AS n FROM no_such_table');
      expect(written).not.toContain(SECRETS[2]);
    } finally {
      console.mockRestore();
    }
  });
});

describe('the BFF log (the built process, as npm start runs it)', () => {
  let database: TestDatabase;
  let child: ChildProcess;
  let url: string;
  let output = '';
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'caliber-log-uploads-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    await saveOperator(database.dataSource, OPERATOR.username, OPERATOR.password);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [bffEntry], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
        UPLOAD_DIR: uploadDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        LOG_LEVEL: 'debug',
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    await eventually(async () => (output.includes('Caliber is serving at') ? true : undefined), 'the BFF to listen');
  });
  afterAll(async () => {
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
    await database?.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it("writes Nest's lines and every request as pino JSON, with the request log's levels and no secret", async () => {
    await fetch(`${url}/api/health`);
    await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `caliber_session=${SECRETS[0]}`, Authorization: `Bearer ${SECRETS[1]}` },
      body: JSON.stringify({ username: OPERATOR.username, password: SECRETS[2] }),
    });
    await fetch(`${url}/api/ebay/callback?code=${SECRETS[3]}&state=x`);
    await eventually(async () => (output.includes('/api/ebay/callback?[redacted]') ? true : undefined), 'the callback request in the log');

    const lines = output.split('\n').filter((line) => line.length > 0 && !line.startsWith('Caliber is serving at'));
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toContainEqual(expect.objectContaining({ level: 20, context: 'RoutesResolver' }));
    const requests = entries.filter((entry) => entry.req);
    expect(requests).toContainEqual(expect.objectContaining({ level: 20, req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } }));
    expect(requests).toContainEqual(expect.objectContaining({ level: 40, req: { method: 'POST', url: '/api/auth/login' }, res: { statusCode: 401 } }));
    expect(requests).toContainEqual(expect.objectContaining({ req: { method: 'GET', url: '/api/ebay/callback?[redacted]' } }));
    expect(output).not.toMatch(new RegExp(SECRETS.join('|')));
  });
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const logEntries = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));

  it('never writes the token of an unsubscribe or confirmation link, of a page or of the API', async () => {
    const token = `7.${SECRETS[0]}`;
    for (const path of [`/unsubscribe?token=${token}`, `/confirm-subscription?token=${token}&utm_source=mail`, `/api/no-such-route?token=${token}`]) await fetch(`${url}${path}`);
    await eventually(async () => (output.includes('/api/no-such-route?[redacted]') ? true : undefined), 'the API request in the log');
    expect(output).toContain('/unsubscribe?[redacted]');
    expect(output).toContain('/confirm-subscription?[redacted]');
    expect(output).not.toContain(SECRETS[0]);
  });

  it('warns once, with TRUST_PROXY at its default, that visitors behind a proxy without X-Forwarded-For share one limit', async () => {
    const warnings = () => logEntries().filter((entry) => typeof entry.msg === 'string' && entry.msg.startsWith('Requests arrive through a proxy'));
    await fetch(`${url}/api/no-such-route`);
    expect(warnings()).toEqual([]);
    // Through a proxy on this machine that sets X-Forwarded-For, the visitor's address is known: no warning.
    await fetch(`${url}/api/no-such-route`, { headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' } });
    expect(warnings()).toEqual([]);
    for (let n = 0; n < 3; n += 1) await fetch(`${url}/api/no-such-route`, { headers: { 'X-Forwarded-Proto': 'https', Via: '1.1 proxy' } });
    await eventually(async () => (warnings().length > 0 ? true : undefined), 'the warning');
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: 40, msg: expect.stringContaining('every visitor counts as the proxy') });
  });


  it('gives a request one id: its X-Request-Id header, its error body and every line logged for it', async () => {
    // A table the code reads is gone: an API route and a page both fail unexpectedly, and say why in the log.
    await database.dataSource.query('ALTER TABLE watches RENAME TO watches_elsewhere');
    try {
      const failures = [`/api/watches/gone-${randomBytes(4).toString('hex')}`, `/watch/gone-${randomBytes(4).toString('hex')}`];
      for (const path of failures) {
        const res = await fetch(`${url}${path}`);
        expect(res.status).toBe(500);
        const id = res.headers.get('x-request-id')!;
        expect(id).toMatch(UUID);
        expect(await res.json()).toEqual({ error: 'internal_error', message: 'Something went wrong on our side; please try again', requestId: id });
        const lines = await eventually(async () => {
          const found = logEntries().filter((entry) => entry.requestId === id);
          return found.length >= 2 ? found : undefined;
        }, `the log lines of ${path}`);
        // Why it failed (written by Nest's logger) and the request itself, both under the id.
        expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: expect.stringContaining('watches') }));
        expect(lines).toContainEqual(expect.objectContaining({ req: { method: 'GET', url: path }, res: { statusCode: 500 } }));
        const unlabelled = logEntries().filter((entry) => entry.requestId === undefined && JSON.stringify(entry).includes(path));
        expect(unlabelled).toEqual([]);
      }
    } finally {
      await database.dataSource.query('ALTER TABLE watches_elsewhere RENAME TO watches');
    }
  });

  it('keeps an incoming X-Request-Id that is a short plain token and mints a new one for anything else', async () => {
    const kept = await fetch(`${url}/api/no-such-route`, { headers: { 'X-Request-Id': 'edge-7f3a9c2e.1' } });
    expect(kept.status).toBe(404);
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a9c2e.1');
    expect((await kept.json()).requestId).toBe('edge-7f3a9c2e.1');
    for (const refused of ['short', 'x'.repeat(65), 'two words here', 'id";admin=true', 'a%0Aforged-line']) {
      const res = await fetch(`${url}/api/no-such-route`, { headers: { 'X-Request-Id': refused } });
      const id = res.headers.get('x-request-id')!;
      expect(id).toMatch(UUID);
      expect((await res.json()).requestId).toBe(id);
    }
    // Public reads answered from memory, before the request log, have an id too; each request its own.
    const first = await fetch(`${url}/api/collections`);
    const second = await fetch(`${url}/api/collections`);
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });
});
