import pg from 'pg';

function splitUrl(url: string): { adminUrl: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(database)) throw new Error(`Unusable database name in DATABASE_URL: "${database}"`);
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), database };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client, database: string) => Promise<T>): Promise<T> {
  const { adminUrl, database } = splitUrl(url);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client, database);
  } finally {
    await client.end();
  }
}

/** Creates the database named in the URL when it does not exist yet. Returns true when it was created. */
export function ensureDatabase(url: string): Promise<boolean> {
  return withAdminClient(url, async (client, database) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE "${database}"`);
    return true;
  });
}

export function dropDatabase(url: string): Promise<void> {
  return withAdminClient(url, async (client, database) => {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });
}
