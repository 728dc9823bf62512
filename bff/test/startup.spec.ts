import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
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
  it('gets a generated password written to a file only its owner may read, whose path is printed, not the password', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'caliber-first-operator-'));
    const database = `caliber_first_operator_${process.pid}`;
    const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
    try {
      const env = { ...process.env, DATABASE_URL: databaseUrl, SECRETS_DIR: path.join(folder, 'secrets'), UPLOAD_DIR: path.join(folder, 'uploads'), ADMIN_USERNAME: '', ADMIN_PASSWORD: '' };
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
    } finally {
      const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
