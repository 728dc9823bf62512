import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openStorefront } from './storefront-session.js';

const DATABASE_SERVER = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

it('leaves no stack behind when its browser cannot start', async () => {
  const purpose = `nobrowser${randomBytes(4).toString('hex')}`;
  await expect(openStorefront({ purpose, worker: false, chromiumPath: '/nonexistent/chromium' })).rejects.toThrow();
  const client = new pg.Client({ connectionString: `${DATABASE_SERVER}/postgres` });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`caliber_${purpose}_%`]);
    expect(rows).toEqual([]);
  } finally {
    await client.end();
  }
});
