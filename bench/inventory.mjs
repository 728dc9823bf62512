// The admin inventory at scale: a stack with the demo catalogue plus 10,000 generated watches (VACUUM
// ANALYZE afterwards, as autovacuum would), the operator signed in, then autocannon on
// GET /api/admin/watches?q=…&page=1&pageSize=50 for search texts that match many, some and one watch,
// at each concurrency asked: by default 2 connections (two operators searching without a pause, the
// target's measure) and 10 (a crowd a shop's back office does not have, for the margin).
import autocannon from 'autocannon';
import pg from 'pg';
import { signIn, startStack } from '@caliber/test-stack';

export const INVENTORY_WATCHES = 10_000;
const SEARCHES = ['rolex', 'omega speed', 'ref-004242', '5711'];

async function seedInventory(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM collections ORDER BY display_order, id');
    await client.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description,
                            image_url, collection_id, featured, availability, slug, created_at)
       SELECT (ARRAY['Rolex', 'Omega', 'Patek Philippe', 'Cartier', 'Tudor', 'Audemars Piguet', 'IWC', 'Breitling'])[1 + n % 8],
              (ARRAY['Submariner', 'Speedmaster', 'Nautilus', 'Tank', 'Black Bay', 'Royal Oak', 'Portugieser', 'Navitimer'])[1 + n % 8] || ' ' || n,
              'REF-' || lpad(n::text, 6, '0'), 1000 + n % 90000, 'Automatic', 'Steel', '40 mm', 'Excellent', 'Generated for the bench.',
              '/uploads/bench.jpg', ($1::int[])[1 + n % cardinality($1::int[])], n % 50 = 0,
              (ARRAY['available', 'available', 'available', 'on_hold', 'sold'])[1 + n % 5], 'bench-' || n, now() - n * interval '1 minute'
       FROM generate_series(1, $2::int) AS n`,
      [rows.map((row) => row.id), INVENTORY_WATCHES],
    );
    await client.query('VACUUM ANALYZE watches');
  } finally {
    await client.end();
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => autocannon({ pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result))));
}

export async function benchInventory({ duration = 10, connectionLevels = [2, 10], warmup = 2, log = console.log } = {}) {
  const stack = await startStack({ purpose: 'bench' });
  try {
    log(`  seeding ${INVENTORY_WATCHES} watches…`);
    await seedInventory(stack.databaseUrl);
    const cookie = await signIn(stack.url);
    const searches = {};
    for (const q of SEARCHES) {
      const url = `${stack.url}/api/admin/watches?q=${encodeURIComponent(q)}&page=1&pageSize=50`;
      const first = await fetch(url, { headers: { Cookie: cookie } });
      if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}`);
      const { total } = await first.json();
      searches[q] = { matches: total, byConnections: {} };
      for (const connections of connectionLevels) {
        if (warmup > 0) await cannon({ url, duration: warmup, connections, headers: { cookie } });
        log(`  autocannon ${duration}s x${connections} admin search "${q}" (${total} matches)`);
        const result = await cannon({ url, duration, connections, headers: { cookie } });
        searches[q].byConnections[connections] = {
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        };
      }
    }
    return { watches: INVENTORY_WATCHES, duration, targetConnections: connectionLevels[0], searches };
  } finally {
    await stack.stop();
  }
}
