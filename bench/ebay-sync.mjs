// The eBay sync at scale (docs/ebay-sync.md): the fake eBay at 50 ms per call with 1,000 listings, a stack
// pointed at it holding 1,000 watches imported from them (inserted by SQL), then "Sync now" followed to its
// end while autocannon reads the catalogue from the database (the admin inventory's first page, which no
// cache answers): the busiest second of Browse calls the fake received against EBAY_CALLS_PER_SECOND, and
// the reads' p99 before and during the sync.
import autocannon from 'autocannon';
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { LARGE_STORE_FIRST_ITEM_ID, startFakeEbay } from '@caliber/fake-ebay';
import { signIn, startStack } from '@caliber/test-stack';

export const SYNC_WATCHES = 1000;
const CALLS_PER_SECOND = 20;

async function seedImported(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM collections ORDER BY display_order, id LIMIT 1');
    await client.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description,
                            image_url, collection_id, slug, source, source_id)
       SELECT 'Omega', 'Seamaster Aqua Terra ' || n, 'SYNC-' || lpad(n::text, 6, '0'), 4250, 'Automatic', 'Steel', '38.5 mm',
              'Excellent', 'Generated for the bench.', '/uploads/bench.jpg', $1, 'bench-sync-' || n, 'ebay', ($2::bigint + n)::text
       FROM generate_series(0, $3::int - 1) AS n`,
      [rows[0].id, LARGE_STORE_FIRST_ITEM_ID, SYNC_WATCHES],
    );
    await client.query('VACUUM ANALYZE watches');
  } finally {
    await client.end();
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => autocannon({ pipelining: 1, ...options }, (error, result) => (error ? reject(error) : resolve(result))));
}

/** The most Browse calls the fake received within one second. */
function busiestSecond(calls) {
  const perSecond = new Map();
  for (const call of calls.filter((c) => c.path.startsWith('/buy/'))) {
    const second = Math.floor(Date.parse(call.at) / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  }
  return Math.max(0, ...perSecond.values());
}

export async function benchEbaySync({ latencyMs = 50, readSeconds = 10, connections = 2, log = console.log } = {}) {
  const fake = await startFakeEbay({ port: 0, latencyMs, largeStoreSize: SYNC_WATCHES });
  let stack;
  try {
    stack = await startStack({ purpose: 'bench', fakeEbay: fake, env: { EBAY_CALLS_PER_SECOND: String(CALLS_PER_SECOND), EBAY_SYNC_MINUTES: '0' } });
    log(`  seeding ${SYNC_WATCHES} imported watches…`);
    await seedImported(stack.databaseUrl);
    const cookie = await signIn(stack.url);
    const readUrl = `${stack.url}/api/admin/watches?page=1&pageSize=50`;
    const reads = (duration) => cannon({ url: readUrl, duration, connections, headers: { cookie } });
    await reads(2);
    log(`  autocannon ${readSeconds}s x${connections} inventory reads, before the sync`);
    const before = await reads(readSeconds);

    fake.clearCalls();
    const start = performance.now();
    const response = await fetch(`${stack.url}/api/admin/ebay/sync`, { method: 'POST', headers: { Cookie: cookie } });
    const accepted = await response.json();
    if (response.status !== 202) throw new Error(`POST /api/admin/ebay/sync answered ${response.status}: ${JSON.stringify(accepted)}`);
    log(`  sync of ${SYNC_WATCHES} watches at ${CALLS_PER_SECOND} calls/s, with autocannon reading meanwhile`);
    const during = reads(readSeconds);
    let status;
    for (;;) {
      status = await (await fetch(`${stack.url}/api/admin/jobs/${encodeURIComponent(accepted.jobId)}`, { headers: { Cookie: cookie } })).json();
      if (status.state === 'completed' || status.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = (performance.now() - start) / 1000;
    const whileSyncing = await during;
    const run = status.result;
    return {
      watches: SYNC_WATCHES,
      latencyMs,
      callsPerSecondSetting: CALLS_PER_SECOND,
      state: status.state,
      error: status.error,
      seconds: Number(seconds.toFixed(1)),
      checked: run?.checked ?? 0,
      waiting: run?.waiting ?? 0,
      errors: run?.errors?.length ?? 0,
      browseCalls: fake.browseCallCount(),
      busiestSecondCalls: busiestSecond(fake.calls()),
      readP99BeforeMs: before.latency.p99,
      readP99DuringMs: whileSyncing.latency.p99,
      readErrors: before.errors + before.non2xx + whileSyncing.errors + whileSyncing.non2xx,
    };
  } finally {
    await stack?.stop();
    await fake.close();
  }
}
