// `npm run bench` (not part of `npm test`): measures the assembled product on this machine, one
// measurement at a time, and writes bench/results.json plus one table (docs/architecture.md).
//   API     autocannon on three catalogue reads: the BFF, a bare node:http ceiling, a naive Express + pg peer;
//           and on two server-rendered pages (cached HTML): the BFF against the ceiling sending the same bytes
//   Pages   Lighthouse 12.8 (mobile defaults), 5 runs each, on five public pages, and the home page's JS against the
//           same code built as one plain (non-federated) bundle
//   Search  autocannon on /api/watches?q= over 10,000 generated watches: texts collectors type, then texts never asked before;
//           then /search?q= pages at addresses never asked before (10 connections); the search index's heap and build time
//   Scale   the three list pages with 2,000 and then 10,000 generated watches: Lighthouse, HTML bytes, the first render
//           after a catalogue change, the list API on a deep piece, the BFF's resident memory
//   Images  the worker's compressImage on a 12-megapixel JPEG
//   Import  a 200-listing store from the fake eBay at 50 ms per call
//   Inventory the admin's search over 10,000 watches (GET /api/admin/watches?q=…), p99
//   Sync    the eBay sync of 1,000 imported watches: its call rate, and the database reads' p99 while it runs
//   Deploy  time from a remote build's upload to the first page rendered with it
//   Telemetry the API's rate with metrics on (and scraped) and with traces on, against both off
//   Storage an image through the BFF from an S3-compatible bucket against the local folder; an upload on one replica
//           until the other serves its WebP copies
//   Rolling a rolling update of two replicas behind a load balancer under load: the failed requests
// Environment: BENCH_ONLY=api,flood,pages,search,scale,plain,images,import,inventory,sync,deploy,telemetry,storage,rolling (default all), BENCH_DURATION (s, default 10),
// BENCH_CONNECTIONS (default 50), BENCH_LIGHTHOUSE_RUNS (default 5), BENCH_SCALE_SIZES (default 2000,10000), BENCH_INVENTORY_CONNECTIONS (default 2,10: the first is the target's),
// BENCH_TELEMETRY_ROUNDS (default 3), BENCH_STORAGE_ROUNDS (default 3), BENCH_STORAGE_UPLOADS (default 10), BENCH_ROLLING_CONNECTIONS (default 10),
// CHROME_PATH (default /usr/bin/chromium).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from './lib/run.mjs';
import { ensureBuilt, ensureInstalled } from './lib/stamps.mjs';

const ALL = ['images', 'api', 'flood', 'pages', 'search', 'scale', 'plain', 'import', 'inventory', 'sync', 'deploy', 'telemetry', 'storage', 'rolling'];
const only = new Set((process.env.BENCH_ONLY || ALL.join(',')).split(',').map((part) => part.trim()));
const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const log = (line) => console.log(line);

const TARGETS = {
  ratioToCeiling: 0.7,
  pageRatioToCeiling: 0.9,
  ratioToNaive: 3,
  p99Ms: 25,
  searchP99Ms: 6,
  searchDistinctRps: 2000,
  searchDistinctP99Ms: 50,
  searchPageRps: 500,
  searchPageP99Ms: 100,
  scaleHtmlBrotliBytes: 150 * 1024,
  scaleRssMb: 250,
  errors: 0,
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0,
  homeJsGzipBytes: 150 * 1024,
  inventorySearchP99Ms: 50,
  syncReadP99AddedMs: 5,
  deployAverageSeconds: 30,
  deployWorstSeconds: 60,
  metricsRatio: 0.97,
  bucketRatio: 0.5,
  uploadToOtherReplicaP95Ms: 5000,
  rollingFailedRequests: 0,
};

/** The home page's JavaScript before Module Federation 2.0, on webpack's own containers and a loader of ours. */
const BEFORE_MF2_HOME_JS = '148 KB gzip';

/**
 * The same measures on the last build drawn in the browser only (before server rendering, commit
 * 89a1f41, this machine): printed beside today's figures.
 */
const BEFORE_SERVER_RENDERING = {
  pages: {
    '/': { performance: 58, lcpMs: 4640, tbt: '0.7-1.2 s' },
    '/collection/all-watches': { performance: 64, lcpMs: 3880, tbt: '0.7-1.2 s' },
    watch: { performance: 63, lcpMs: 4180, tbt: '0.7-1.2 s' },
    '/trade-in': { performance: 72, lcpMs: 3540, tbt: '0.7-1.2 s' },
  },
  homeJs: '260 KB gzip in 16 files',
};

/** Waits until the given processes use under 5% of a core for a second (the worker's start-up work). */
async function waitForQuiet(pids, maxMs = 60_000) {
  const ticks = () =>
    pids.reduce((sum, pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return sum + Number(fields[11]) + Number(fields[12]);
      } catch {
        return sum;
      }
    }, 0);
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const before = ticks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (ticks() - before < 5) return;
  }
}

/** Runs one measurement; a failure is recorded and reported, and the other measurements still run. */
async function section(name, fn) {
  try {
    await fn();
  } catch (error) {
    console.error(`  ${name} failed: ${error.stack ?? error}`);
    (results.failures ??= {})[name] = String(error.message ?? error);
  }
}

const started = performance.now();
await ensureInstalled();
await ensureBuilt();
// Built by ensureBuilt() just above, hence imported only now.
const { ensureChromium, startStack } = await import('@caliber/test-stack');
// Before any stack starts: Lighthouse's launcher dies outright on a missing browser, leaving the stack running.
if (only.has('pages') || only.has('scale')) ensureChromium();

const results = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))) },
  targets: TARGETS,
};

if (only.has('images')) {
  log('Images: compressing a 12-megapixel JPEG with the worker’s compressImage…');
  await section('images', async () => {
    const { benchImages } = await import('../bench/images.mjs');
    results.images = await benchImages({ log });
  });
}

if (only.has('api') || only.has('flood') || only.has('pages')) {
  log('Starting Caliber with the demo catalogue…');
  const stack = await startStack({ purpose: 'bench' });
  try {
    await waitForQuiet(stack.pids);
    const featured = await (await fetch(`${stack.url}/api/watches/featured`)).json();
    const slug = featured[0]?.slug;
    if (!slug) throw new Error('the demo catalogue has no featured watch');
    results.stack = { url: stack.url, watchSlug: slug };
    if (only.has('api')) {
      log(`API: autocannon ${duration}s at ${connections} connections, BFF vs ceiling vs naive…`);
      await section('api', async () => {
        const { benchApi } = await import('../bench/api.mjs');
        results.api = await benchApi({
          bffUrl: stack.url,
          databaseUrl: stack.databaseUrl,
          paths: ['/api/watches/featured', '/api/collections/luxury-timepieces', `/api/watches/${slug}`],
          pagePaths: ['/', `/watch/${slug}`],
          duration,
          connections,
          log,
        });
      });
    }
    if (only.has('flood')) {
      log(`Cache flood: /api/watches plain, then a new host in absolute form and a new letter case per request…`);
      await section('flood', async () => {
        const { benchCacheFlood } = await import('../bench/cache-flood.mjs');
        results.cacheFlood = await benchCacheFlood({ url: stack.url, duration, connections: 20, log });
      });
    }
    if (only.has('pages')) {
      log('Pages: Lighthouse (mobile)…');
      await section('pages', async () => {
        const { benchPages } = await import('../bench/pages.mjs');
        results.pages = await benchPages({ baseUrl: stack.url, paths: ['/', '/collection/all-watches', `/watch/${slug}`, '/trade-in', '/search?q=rolex'], log });
      });
    }
  } finally {
    await stack.stop();
  }
}

if (only.has('search')) {
  log(`Search: 10,000 more watches, autocannon ${duration}s at ${connections} connections on /api/watches?q=…`);
  await section('search', async () => {
    // A stack of its own: the generated watches would change what the other steps measure. Every request
    // comes from this one address, so the render budget is raised past what the page run asks for.
    const stack = await startStack({ purpose: 'bench', env: { RENDER_BUDGET_PER_MINUTE: '1000000' } });
    try {
      await waitForQuiet(stack.pids);
      const { benchSearch } = await import('../bench/search.mjs');
      results.search = await benchSearch({ bffUrl: stack.url, databaseUrl: stack.databaseUrl, duration, connections, log });
      const { searchIndexMemory } = await import('../bench/search-index-memory.mjs');
      results.search.index = searchIndexMemory();
    } finally {
      await stack.stop();
    }
  });
}

if (only.has('scale')) {
  const { benchScale } = await import('../bench/scale.mjs');
  const sizes = (process.env.BENCH_SCALE_SIZES || '2000,10000').split(',').map(Number);
  for (const size of sizes) {
    log(`Scale: the demo catalogue plus ${size.toLocaleString('en-US')} generated watches…`);
    await section(`scale ${size}`, async () => {
      // A stack per size, so that each size's memory is its own. Lighthouse and the first renders come from this
      // one address: the render budget is raised as for the search step.
      const stack = await startStack({ purpose: 'bench', env: { RENDER_BUDGET_PER_MINUTE: '1000000' } });
      try {
        await waitForQuiet(stack.pids);
        (results.scale ??= {})[size] = await benchScale({ stack, size, log });
      } finally {
        await stack.stop();
      }
    });
  }
}

if (only.has('plain')) {
  log('Plain bundle: building the same front-end code without Module Federation…');
  await section('plain', async () => {
    const { buildPlainBundle } = await import('../bench/plain-bundle.mjs');
    results.plainBundle = await buildPlainBundle({ log });
  });
}
const home = results.pages?.pages['/'];
if (home && results.plainBundle) {
  results.federationWeightRatio = Number((home.jsGzipBytes / results.plainBundle.homeJsGzipBytes).toFixed(2));
}

if (only.has('import')) {
  log('Store import: 200 listings from the fake eBay at 50 ms per call…');
  await section('import', async () => {
    const { benchStoreImport } = await import('../bench/store-import.mjs');
    results.storeImport = await benchStoreImport({ log });
  });
}

if (only.has('inventory')) {
  log('Inventory: the admin search over 10,000 watches…');
  await section('inventory', async () => {
    const { benchInventory } = await import('../bench/inventory.mjs');
    const connectionLevels = (process.env.BENCH_INVENTORY_CONNECTIONS || '2,10').split(',').map(Number);
    results.inventory = await benchInventory({ duration, connectionLevels, log });
  });
}

if (only.has('sync')) {
  log('eBay sync: 1,000 imported watches against the fake eBay, with catalogue reads meanwhile…');
  await section('sync', async () => {
    const { benchEbaySync } = await import('../bench/ebay-sync.mjs');
    results.ebaySync = await benchEbaySync({ log });
  });
}

if (only.has('deploy')) {
  log('Deploy: new catalog builds uploaded to their own host, timed until a page is rendered with them…');
  await section('deploy', async () => {
    const { benchRemoteDeploy } = await import('../bench/remote-deploy.mjs');
    results.remoteDeploy = await benchRemoteDeploy({ log });
  });
}

if (only.has('telemetry')) {
  log('Telemetry: the BFF with metrics and traces off, with /metrics scraped, with traces sent…');
  await section('telemetry', async () => {
    const { benchTelemetry } = await import('../bench/telemetry.mjs');
    const rounds = Number(process.env.BENCH_TELEMETRY_ROUNDS || 3);
    results.telemetry = await benchTelemetry({ startStack, paths: ['/api/watches/featured', '/api/health'], duration, connections, rounds, log });
  });
}

if (only.has('storage')) {
  log('Storage: an image from the local folder, from a bucket (s3rver) and from s3rver itself; uploads on one replica served by another…');
  await section('storage', async () => {
    const { benchStorage } = await import('../bench/storage.mjs');
    results.storage = await benchStorage({
      startStack,
      settle: (pids) => waitForQuiet(pids),
      duration,
      connections,
      rounds: Number(process.env.BENCH_STORAGE_ROUNDS || 3),
      uploads: Number(process.env.BENCH_STORAGE_UPLOADS || 10),
      log,
    });
  });
}

if (only.has('rolling')) {
  log('Rolling update: two replicas behind a load balancer, each stopped and started again under load…');
  await section('rolling', async () => {
    const { benchRolling } = await import('../bench/rolling.mjs');
    results.rolling = await benchRolling({ connections: Number(process.env.BENCH_ROLLING_CONNECTIONS || 10), log });
  });
}

results.seconds = Math.round((performance.now() - started) / 1000);
writeFileSync(path.join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

// ---- the table -------------------------------------------------------------------------------------
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'ok' : 'MISSED');
const rows = [];
const row = (section, measure, value, target = '', verdict = '', before = '') => rows.push([section, measure, String(value), target, verdict, before]);

if (results.api) {
  for (const [p, r] of Object.entries(results.api.results)) {
    const section = r.page ? `Rendered page ${p}` : `API ${p}`;
    for (const name of r.page ? ['bff', 'ceiling'] : ['bff', 'ceiling', 'naive']) {
      const m = r[name];
      const isBff = name === 'bff';
      row(
        section,
        `${name}: req/s, p50, p99, errors`,
        `${m.requestsPerSecond} req/s, ${m.p50Ms} ms, ${m.p99Ms} ms, ${m.errors}`,
        isBff ? `p99 <= ${TARGETS.p99Ms} ms, 0 errors` : '',
        isBff ? mark(m.p99Ms <= TARGETS.p99Ms && m.errors === 0) : '',
      );
    }
    const ceilingTarget = r.page ? TARGETS.pageRatioToCeiling : TARGETS.ratioToCeiling;
    row(section, 'BFF / ceiling', `${(r.ratioToCeiling * 100).toFixed(0)}%`, `>= ${ceilingTarget * 100}%`, mark(r.ratioToCeiling >= ceilingTarget));
    if (!r.page) row(section, 'BFF / naive', `${r.ratioToNaive}x${r.naiveSameJson ? '' : ' (naive JSON differs!)'}`, '>= 3x', mark(r.ratioToNaive >= TARGETS.ratioToNaive));
  }
}
if (results.cacheFlood) {
  const { results: flood, cacheBefore, cacheAfter } = results.cacheFlood;
  for (const [name, m] of Object.entries(flood)) {
    row('Cache flood /api/watches', `${name}: req/s, p99, 2xx, 4xx`, `${m.requestsPerSecond} req/s, ${m.p99Ms} ms, ${m.status2xx}, ${m.status4xx}`);
  }
  const ratio = Math.min(flood.absoluteHosts.requestsPerSecond, flood.letterCase.requestsPerSecond) / flood.plain.requestsPerSecond;
  row('Cache flood /api/watches', 'slowest spelling / plain', `${(ratio * 100).toFixed(0)}%`, '>= 50%', mark(ratio >= 0.5));
  row('Cache flood /api/watches', 'cache entries before / after', `${cacheBefore.entries} / ${cacheAfter.entries} (${kb(cacheAfter.bytes)} of ${kb(cacheAfter.maxBytes)})`, 'unchanged', mark(cacheBefore.entries === cacheAfter.entries));
}
if (results.search) {
  const { watches, typed, distinct, pages, index } = results.search;
  const section = `Search on ${watches.toLocaleString('en-US')} watches`;
  row(
    section,
    `${typed.texts} typed texts: req/s, p50, p99, errors`,
    `${typed.requestsPerSecond} req/s, ${typed.p50Ms} ms, ${typed.p99Ms} ms, ${typed.errors}`,
    `p99 <= ${TARGETS.searchP99Ms} ms, 0 errors`,
    mark(typed.p99Ms <= TARGETS.searchP99Ms && typed.errors === 0),
  );
  row(
    section,
    `${distinct.texts} distinct texts: req/s, p50, p99, errors`,
    `${distinct.requestsPerSecond} req/s, ${distinct.p50Ms} ms, ${distinct.p99Ms} ms, ${distinct.errors}`,
    `>= ${TARGETS.searchDistinctRps} req/s, p99 <= ${TARGETS.searchDistinctP99Ms} ms, 0 errors`,
    mark(distinct.requestsPerSecond >= TARGETS.searchDistinctRps && distinct.p99Ms <= TARGETS.searchDistinctP99Ms && distinct.errors === 0),
  );
  row(
    section,
    `${pages.texts} new /search pages at ${pages.connections} connections: req/s, p50, p99, errors`,
    `${pages.requestsPerSecond} req/s, ${pages.p50Ms} ms, ${pages.p99Ms} ms, ${pages.errors}`,
    `>= ${TARGETS.searchPageRps} req/s, p99 <= ${TARGETS.searchPageP99Ms} ms, 0 errors`,
    mark(pages.requestsPerSecond >= TARGETS.searchPageRps && pages.p99Ms <= TARGETS.searchPageP99Ms && pages.errors === 0),
  );
  row(section, `the BFF's index of ${index.watches.toLocaleString('en-US')} watches: heap, build`, `${index.megabytes} MB, ${index.buildMs} ms`, 'reported');
}
if (results.pages) {
  for (const [p, r] of Object.entries(results.pages.pages)) {
    const s = r.scores;
    const before = BEFORE_SERVER_RENDERING.pages[p.startsWith('/watch/') ? 'watch' : p];
    const scoresOk = s.accessibility >= TARGETS.accessibility && s['best-practices'] >= TARGETS['best-practices'] && s.seo >= TARGETS.seo;
    const { performance: perf, lcpMs, tbtMs, cls } = r.spread;
    const range = ({ min, max }, format = (v) => v) => `${format(min)}-${format(max)}`;
    const seconds = (ms) => (ms / 1000).toFixed(2);
    row(
      `Page ${p}`,
      `perf / a11y / best pr. / SEO (median of ${r.runs})`,
      `${perf.median} (${range(perf)}) / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
      `${TARGETS.performance} / 100 / 100 / 100`,
      mark(perf.median >= TARGETS.performance && scoresOk),
      before ? `${before.performance} / 100 / 100 / 100` : '',
    );
    row(
      `Page ${p}`,
      'LCP, TBT, CLS (medians, spread)',
      `${seconds(lcpMs.median)} s (${range(lcpMs, seconds)}), ${tbtMs.median} ms (${range(tbtMs)}), ${cls.median}`,
      `LCP <= ${seconds(TARGETS.lcpMs)} s, TBT <= ${TARGETS.tbtMs} ms, CLS 0`,
      mark(lcpMs.median <= TARGETS.lcpMs && tbtMs.median <= TARGETS.tbtMs && cls.median <= TARGETS.cls),
      before ? `${(before.lcpMs / 1000).toFixed(2)} s, ${before.tbt}, 0` : '',
    );
    row(`Page ${p}`, 'LCP phases of the median run', Object.entries(r.lcpPhases).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ') || '-');
    row(
      `Page ${p}`,
      'JS gzip (files), requests',
      `${kb(r.jsGzipBytes)} (${r.jsFiles}), ${r.requests} req`,
      p === '/' ? 'home JS <= 150 KB' : '',
      p === '/' ? mark(r.jsGzipBytes <= TARGETS.homeJsGzipBytes) : '',
      p === '/' ? `${BEFORE_SERVER_RENDERING.homeJs}; ${BEFORE_MF2_HOME_JS} before MF 2.0` : '',
    );
    row(`Page ${p}`, 'LCP element', r.lcpElement ?? '-');
    row(`Page ${p}`, 'admin remote requests', r.adminRemoteRequests.length, '0', mark(r.adminRemoteRequests.length === 0));
  }
}
if (results.plainBundle) {
  row('Federation weight', 'plain bundle home JS gzip (files)', `${kb(results.plainBundle.homeJsGzipBytes)} (${results.plainBundle.homeJsFiles})`);
  if (results.federationWeightRatio) row('Federation weight', 'federated home / plain home', `${results.federationWeightRatio}x`);
}
if (results.inventory) {
  const { watches, targetConnections, searches } = results.inventory;
  for (const [q, { matches, byConnections }] of Object.entries(searches)) {
    for (const [connections, m] of Object.entries(byConnections)) {
      const measured = Number(connections) === targetConnections;
      row(
        `Admin search of ${watches} watches`,
        `"${q}" (${matches}) x${connections}: req/s, p50, p99, errors`,
        `${m.requestsPerSecond} req/s, ${m.p50Ms} ms, ${m.p99Ms} ms, ${m.errors}`,
        measured ? `p99 <= ${TARGETS.inventorySearchP99Ms} ms, 0 errors` : '0 errors',
        mark((!measured || m.p99Ms <= TARGETS.inventorySearchP99Ms) && m.errors === 0),
      );
    }
  }
}
if (results.ebaySync) {
  const y = results.ebaySync;
  row('eBay sync', `${y.watches} watches, ${y.latencyMs} ms/call`, `${y.seconds} s, ${y.state}, ${y.checked} checked, ${y.waiting} waiting, ${y.errors} errors`);
  row(
    'eBay sync',
    'busiest second of Browse calls (fake eBay)',
    `${y.busiestSecondCalls} (${y.browseCalls} in all)`,
    `<= ${y.callsPerSecondSetting} (EBAY_CALLS_PER_SECOND)`,
    mark(y.busiestSecondCalls <= y.callsPerSecondSetting),
  );
  row(
    'eBay sync',
    'inventory reads p99: before -> during the sync',
    `${y.readP99BeforeMs} -> ${y.readP99DuringMs} ms, ${y.readErrors} errors`,
    `+${TARGETS.syncReadP99AddedMs} ms at most, 0 errors`,
    mark(y.readP99DuringMs - y.readP99BeforeMs <= TARGETS.syncReadP99AddedMs && y.readErrors === 0),
  );
}
if (results.images) {
  const i = results.images;
  row('Images', `${i.megapixels} MP JPEG -> WebP ${i.outputs.map((o) => o.width).join('/')}`, `${i.medianMs} ms median of ${i.runs}`);
  row('Images', 'bytes before -> after (largest copy; all copies)', `${kb(i.inputBytes)} -> ${kb(i.largestOutputBytes)}; ${kb(i.totalOutputBytes)}`);
}
if (results.storeImport) {
  const s = results.storeImport;
  row('Store import', `${s.listings} listings, ${s.latencyMs} ms/call`, `${s.seconds} s, ${s.state}, ${s.imported} imported, ${s.skipped} skipped`);
  row('Store import', 'calls to eBay', `${s.calls} (${Object.entries(s.callsByKind).map(([k, n]) => `${k} ${n}`).join(', ')})`);
}

/** The rows of one size of the scale step. */
function scaleRows({ generated, pages, listApi, listApiConnections, bff }) {
  const out = [];
  const seconds = (ms) => (ms / 1000).toFixed(2);
  const spread = ({ median, min, max }, format = (v) => v, unit = '') => `${format(median)}${unit} (${format(min)}-${format(max)})`;
  for (const [page, p] of Object.entries(pages)) {
    const { runs, failedRuns, spread: lighthouse } = p.lighthouse;
    if (failedRuns.length > 0) {
      const reasons = [...new Set(failedRuns.map((message) => message.replace(/^Lighthouse failed on \S+: /, '')))].join(' / ');
      out.push([page, 'Lighthouse runs given up', `${failedRuns.length} of ${runs + failedRuns.length}: ${reasons}`, '0', 'MISSED']);
    }
    if (lighthouse) {
      const { performance: perf, lcpMs, tbtMs, cls, domNodes } = lighthouse;
      out.push([page, `Lighthouse performance (median of ${runs}, spread)`, spread(perf), `>= ${TARGETS.performance}`, mark(perf.median >= TARGETS.performance)]);
      out.push([
        page,
        'LCP, TBT, CLS (medians, spread)',
        `${spread(lcpMs, seconds, ' s')}, ${spread(tbtMs, undefined, ' ms')}, ${spread(cls)}`,
        `LCP <= ${seconds(TARGETS.lcpMs)} s, TBT <= ${TARGETS.tbtMs} ms, CLS 0`,
        mark(lcpMs.median <= TARGETS.lcpMs && tbtMs.median <= TARGETS.tbtMs && cls.median <= TARGETS.cls),
      ]);
      out.push([page, 'DOM nodes (median, spread)', spread(domNodes), '', '']);
    }
    out.push([page, 'HTML identity / brotli', `${kb(p.htmlBytes)} / ${kb(p.htmlBrotliBytes)}`, `brotli <= ${kb(TARGETS.scaleHtmlBrotliBytes)}`, mark(p.htmlBrotliBytes <= TARGETS.scaleHtmlBrotliBytes)]);
    out.push([page, 'first render after a catalogue change', `${p.firstRenderMs} ms`, '', '']);
    const api = listApi[page];
    out.push([
      page,
      `list API, ${api.missing ? 'a deep piece' : `${api.path}`} x${listApiConnections}: req/s, p50, p99, errors`,
      api.missing ? 'n/a (no list API)' : `${api.requestsPerSecond} req/s, ${api.p50Ms} ms, ${api.p99Ms} ms, ${api.errors} (first ${api.firstMs} ms, ${api.total} in the list)`,
      '',
      '',
    ]);
  }
  const memoryMeasured = generated >= 10_000;
  out.push([
    'BFF',
    'resident memory after the above (peak)',
    `${bff.rssMb} MB (${bff.peakRssMb} MB)`,
    `<= ${TARGETS.scaleRssMb} MB at 10,000`,
    memoryMeasured ? mark(bff.rssMb <= TARGETS.scaleRssMb) : '',
  ]);
  return out;
}

if (results.remoteDeploy) {
  const d = results.remoteDeploy;
  row(
    'Remote deploy',
    `upload -> first page rendered, ${d.rounds} builds (poll ${d.pollSeconds} s)`,
    `average ${d.averageSeconds} s, worst ${d.worstSeconds} s (${d.seconds.join(', ')})`,
    `average <= ${TARGETS.deployAverageSeconds} s, worst <= ${TARGETS.deployWorstSeconds} s`,
    mark(d.averageSeconds <= TARGETS.deployAverageSeconds && d.worstSeconds <= TARGETS.deployWorstSeconds),
  );
}

if (results.telemetry) {
  for (const [p, r] of Object.entries(results.telemetry.results)) {
    const section = `Telemetry ${p}`;
    for (const mode of ['off', 'metrics', 'traces']) row(section, `${mode}: req/s, p50, p99, errors (median of ${results.telemetry.rounds})`, `${r[mode].requestsPerSecond} req/s, ${r[mode].p50Ms} ms, ${r[mode].p99Ms} ms, ${r[mode].errors}`);
    row(section, 'metrics on / off', `${(r.metricsRatio * 100).toFixed(1)}%`, `>= ${TARGETS.metricsRatio * 100}%`, mark(r.metricsRatio >= TARGETS.metricsRatio));
    row(section, 'traces on / off', `${(r.tracesRatio * 100).toFixed(1)}%`, 'reported');
  }
}

if (results.storage) {
  const { reads, propagation, rounds } = results.storage;
  for (const r of Object.values(reads)) {
    const section = `Image ${r.path} (${kb(r.bytes)})`;
    for (const server of ['local', 'bucket', 's3rver']) {
      const m = r[server];
      row(section, `${server}: req/s, p50, p99, errors (median of ${rounds})`, `${m.requestsPerSecond} req/s, ${m.p50Ms} ms, ${m.p99Ms} ms, ${m.errors}`);
    }
    row(section, 'bucket / local', `${(r.bucketRatio * 100).toFixed(0)}%`, `>= ${TARGETS.bucketRatio * 100}%`, mark(r.bucketRatio >= TARGETS.bucketRatio));
    row(section, 's3rver itself / local (the store the bucket BFF reads)', `${(r.s3rverRatio * 100).toFixed(0)}%`, 'reported');
  }
  row(
    'Upload on A -> WebP set served by B',
    `${propagation.uploads} uploads, ${propagation.widths.join('/')} w: p50, p95, max`,
    `${(propagation.p50Ms / 1000).toFixed(2)} s, ${(propagation.p95Ms / 1000).toFixed(2)} s, ${(propagation.maxMs / 1000).toFixed(2)} s`,
    `p95 <= ${TARGETS.uploadToOtherReplicaP95Ms / 1000} s`,
    mark(propagation.p95Ms <= TARGETS.uploadToOtherReplicaP95Ms),
  );
}

if (results.rolling) {
  const r = results.rolling;
  row('Rolling update of 2 replicas', `load: ${r.connections} connections on ${r.paths.join(', ')}`, `${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms`);
  row('Rolling update of 2 replicas', `requests in ${r.seconds} s (the update ${r.updateSeconds} s)`, `${r.requests}`);
  row(
    'Rolling update of 2 replicas',
    'failed requests (non-200, errors, timeouts)',
    `${r.failed} (${r.non2xx}, ${r.errors}, ${r.timeouts})`,
    `${TARGETS.rollingFailedRequests}`,
    mark(r.failed === TARGETS.rollingFailedRequests && r.exits.every((exit) => exit.code === 0)),
  );
}

function printTable(headers, tableRows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...tableRows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${line(headers)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of tableRows) console.log(line(r));
}
if (rows.length > 0) printTable(['Section', 'Measure', 'Value', 'Target', '', 'Before server rendering'], rows);
for (const [size, s] of Object.entries(results.scale ?? {})) {
  console.log(
    `\nScale: the demo catalogue plus ${Number(size).toLocaleString('en-US')} generated watches ` +
      `(${s.listed.toLocaleString('en-US')} listed, ${s.inHalfCollection.toLocaleString('en-US')} of them in ${s.halfCollectionPage})`,
  );
  printTable(['Page', 'Measure', 'Value', 'Target', ''], scaleRows(s));
}
for (const [name, message] of Object.entries(results.failures ?? {})) console.log(`FAILED ${name}: ${message}`);
console.log(
  `\nMachine: ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}, load ${results.machine.loadAverage.join(' ')} at start. ` +
    `${results.seconds} s in all. Details: bench/results.json`,
);
if (results.failures) process.exitCode = 1;
