import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const prepareScript = path.resolve(import.meta.dirname, '../dist/prepare.js');

describe('a bad setting at boot', () => {
  it.each([
    ['the BFF', path.resolve(import.meta.dirname, '../dist/main.js')],
    ['the worker', path.resolve(import.meta.dirname, '../../worker/dist/main.js')],
  ])('stops %s with one line per problem and no stack trace', (_name, entry) => {
    const result = spawnSync('node', [entry], { env: { ...process.env, LOG_LEVEL: 'loud', REDIS_URL: 'http://localhost' }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Invalid setting: REDIS_URL must use redis: or rediss: (got "http://localhost")\n' +
        'Invalid setting: LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "loud")\n',
    );
  });
});

describe('the secret every machine shares', () => {
  const message =
    'Invalid setting: SESSION_SECRET must be set when PUBLIC_URL is https: or NODE_ENV is production, the same on every machine (make one with `openssl rand -base64 48`; docs/operations.md)\n';

  const bff = path.resolve(import.meta.dirname, '../dist/main.js');
  const worker = path.resolve(import.meta.dirname, '../../worker/dist/main.js');
  it.each([
    ['the BFF', { PUBLIC_URL: 'https://shop.example' }, bff],
    ['the worker', { PUBLIC_URL: 'https://shop.example' }, worker],
    ['the BFF', { NODE_ENV: 'production' }, bff],
    ['the worker', { NODE_ENV: 'production' }, worker],
  ])('stops %s with %o and no SESSION_SECRET, saying how to make one', (_name, env, entry) => {
    const result = spawnSync('node', [entry], { env: { ...process.env, SESSION_SECRET: '', ...env }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(message);
  });
});

describe('npm start preparation', () => {
  it('says which dependency cannot be reached, where, and how to start it, and exits non-zero', () => {
    const result = spawnSync('node', [prepareScript], {
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/caliber', REDIS_URL: 'redis://127.0.0.1:2' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PostgreSQL cannot be reached at 127.0.0.1:1 (DATABASE_URL)');
    expect(result.stderr).toContain('Redis cannot be reached at 127.0.0.1:2 (REDIS_URL)');
    expect(result.stderr).toContain('docker-compose.dev.yml up -d postgres');
  });

  it("refuses a bad setting of any process before preparing anything", () => {
    const result = spawnSync('node', [prepareScript], { env: { ...process.env, PORT: '-5', JOB_LOCK_MS: '1' }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Invalid setting: PORT must be a whole number from 0 to 65535 (got "-5")\n' +
        'Invalid setting: JOB_LOCK_MS must be a whole number from 1000 to 600000 (got "1")\n',
    );
  });
});

describe('the first operator', () => {
  it('gets a generated password written to a file only its owner may read, whose path is printed, not the password; no demo catalogue unless asked', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'caliber-first-operator-'));
    const database = `caliber_first_operator_${process.pid}`;
    const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
    try {
      const env = {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SECRETS_DIR: path.join(folder, 'secrets'),
        UPLOAD_DIR: path.join(folder, 'uploads'),
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
        DEMO_CATALOGUE: '',
      };
      const child = spawn('node', [prepareScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, output).toBe(0);

      const file = path.join(folder, 'secrets', 'first-operator-password');
      expect(output).toContain(`Created the operator "admin"; its password is in ${file}`);
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(output).not.toContain(password);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      // DEMO_CATALOGUE unset: the empty database stays empty, and no demo picture is written.
      expect(output).toContain('Demo catalogue: off');
      const database = new pg.Client({ connectionString: databaseUrl });
      await database.connect();
      const counts = await database.query('SELECT (SELECT count(*) FROM watches) AS watches, (SELECT count(*) FROM collections) AS collections, (SELECT count(*) FROM testimonials) AS testimonials');
      await database.end();
      expect(counts.rows[0]).toEqual({ watches: '0', collections: '0', testimonials: '0' });
      expect(existsSync(path.join(folder, 'uploads')) ? readdirSync(path.join(folder, 'uploads')) : []).toEqual([]);
    } finally {
      const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
