import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/app-config.js';

const prepareScript = path.resolve(import.meta.dirname, '../dist/prepare.js');

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', redisUrl: 'redis://127.0.0.1:6379', jobWaitMs: 20_000 });
  });

  it('stops with a list of everything that is wrong', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', SESSION_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL must use postgres:/);
      expect(problems.join('\n')).toMatch(/REDIS_URL is not a valid URL/);
      expect(problems.join('\n')).toMatch(/SESSION_SECRET must be at least 16 characters/);
    }
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
    expect(result.stderr).toContain('docker compose up -d postgres');
  });

  it('refuses a bad environment with the list of problems', () => {
    const result = spawnSync('node', [prepareScript], { env: { ...process.env, PORT: '-5' }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number from 0 to 65535');
  });
});
