// Store import: the fake eBay (`@caliber/fake-ebay`) with 50 ms latency on every call and a store of 200
// listings (seller `bulkwatchtrader`), a stack pointed at it, the operator's import-store call and
// polling of its job until it finishes: wall time and the calls the fake received, by kind.
import { performance } from 'node:perf_hooks';
import { LARGE_STORE_SELLER, startFakeEbay } from '@caliber/fake-ebay';
import { signIn, startStack } from '@caliber/test-stack';

function kindOf(path) {
  if (path.startsWith('/identity/')) return 'token';
  if (path.includes('/item_summary/search')) return 'search';
  if (path.startsWith('/buy/browse/v1/item')) return 'item';
  if (path.startsWith('/images/')) return 'image';
  if (path.startsWith('/itm/') || path.startsWith('/str/')) return 'page';
  return 'other';
}

export async function benchStoreImport({ latencyMs = 50, size = 200, timeoutMs = 600_000, log = console.log } = {}) {
  const fake = await startFakeEbay({ port: 0, latencyMs, largeStoreSize: size });
  let stack;
  try {
    stack = await startStack({ purpose: 'bench', fakeEbay: fake });
    const cookie = await signIn(stack.url);
    const collections = await (await fetch(`${stack.url}/api/collections`)).json();
    const collectionId = collections[0].id;
    fake.clearCalls();
    const start = performance.now();
    const response = await fetch(`${stack.url}/api/admin/ebay/import-store`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ storeId: LARGE_STORE_SELLER, collectionId }),
    });
    const accepted = await response.json();
    if (response.status !== 202) throw new Error(`import-store answered ${response.status}: ${JSON.stringify(accepted)}`);
    let status;
    let lastLogged = 0;
    for (;;) {
      status = await (await fetch(`${stack.url}/api/admin/jobs/${encodeURIComponent(accepted.jobId)}`, { headers: { Cookie: cookie } })).json();
      if (status.state === 'completed' || status.state === 'failed') break;
      if (performance.now() - start > timeoutMs) throw new Error(`store import still ${status.state} after ${timeoutMs} ms`);
      if (performance.now() - lastLogged > 10_000) {
        lastLogged = performance.now();
        log(`  import ${status.state} ${status.progress?.done ?? '?'}/${status.progress?.total ?? '?'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - start) / 1000;
    const calls = fake.calls();
    const byKind = {};
    for (const call of calls) byKind[kindOf(call.path)] = (byKind[kindOf(call.path)] ?? 0) + 1;
    const errors = calls.filter((call) => call.status >= 400).length;
    return {
      latencyMs,
      listings: size,
      state: status.state,
      imported: status.result?.watches?.length ?? 0,
      skipped: status.result?.skipped?.length ?? 0,
      error: status.error,
      seconds: Number(seconds.toFixed(2)),
      calls: calls.length,
      callsByKind: byKind,
      callsAnsweredError: errors,
      // Serial eBay calls at this latency would take at least this long.
      serialLatencyFloorSeconds: Number(((calls.length * latencyMs) / 1000).toFixed(1)),
    };
  } finally {
    await stack?.stop();
    await fake.close();
  }
}
