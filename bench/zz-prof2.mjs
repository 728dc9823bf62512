import { startStack } from '@caliber/test-stack';
import autocannon from 'autocannon';
import pg from 'pg';
const BRANDS = ['Rolex', 'Omega', 'Patek Philippe', 'Audemars Piguet', 'Cartier', 'Tudor', 'IWC', 'Breitling', 'Jaeger-LeCoultre', 'Grand Seiko'];
const MODELS = ['Submariner', 'Speedmaster Professional', 'Nautilus', 'Royal Oak', 'Santos', 'Black Bay', 'Portugieser', 'Navitimer', 'Reverso', 'Snowflake'];
const env = { RENDER_BUDGET_PER_MINUTE: '1000000', RENDER_CONCURRENCY: '100' };
if (process.env.PROF) Object.assign(env, { NODE_OPTIONS: '--require /tmp/prof-hook.cjs', PROF_OUT: '/tmp/prof/search-page.cpuprofile' });
const stack = await startStack({ purpose: 'bench', worker: false, env, output: () => {} });
try {
  const client = new pg.Client({ connectionString: stack.databaseUrl }); await client.connect();
  await client.query(`INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, year, description, image_url, collection_id, slug)
       SELECT ($1::text[])[1 + i % 10], ($2::text[])[1 + (i / 10) % 10] || ' ' || (i % 97),
              (1000 + i % 9000)::text || '-' || (i % 7) || 'A', 2000 + i % 90000, 'Automatic, Cal. ' || (i % 500), 'Steel',
              (34 + i % 10) || ' mm', 'Excellent', 1960 + i % 65, 'Generated for the search bench.', '/uploads/bench.jpg',
              (SELECT id FROM collections ORDER BY id LIMIT 1), 'bench-' || i
       FROM generate_series(1, 10000) AS i`, [BRANDS, MODELS]);
  await client.query('ANALYZE watches'); await client.end();
  function* texts() { for (let n = 0; n < 97; n += 1) for (const model of MODELS) for (const brand of BRANDS) yield `${brand} ${model} ${n}`; }
  const it = texts();
  await fetch(`${stack.url}/search?q=warm`); await new Promise((r) => setTimeout(r, 3000));
  const result = await new Promise((resolve, reject) => autocannon({ url: stack.url, connections: 10, duration: 10, headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
    requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `/search?${new URLSearchParams({ q: it.next().value })}` }) }] }, (e, r) => (e ? reject(e) : resolve(r))));
  console.log('rps', result.requests.average, 'p99', result.latency.p99, 'non2xx', result.non2xx);
} finally { await stack.stop(); }
