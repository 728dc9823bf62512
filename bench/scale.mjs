// The storefront at scale: a stack of its own per size, the demo catalogue plus generated watches
// (scale-seed.mjs), then for each of the three list pages (all-watches, the collection holding half the
// generated watches, /search?q=rolex):
// - the uncached first render: the operator saves the collection "Bench Half" unchanged through the admin API, a
//   write the core announces as a catalogue change (docs/architecture.md), so the BFF drops its cache and its
//   search index reads the catalogue again, as after any collection edit (the watches inserted by SQL were
//   announced by nobody; this write is also what makes the BFF see them); then one GET as a browser sends it
//   (Accept-Encoding: br), timed to its last byte;
// - the HTML's bytes: that brotli answer, and the same page again without Accept-Encoding (identity);
// - Lighthouse medians of BENCH_LIGHTHOUSE_RUNS (pages.mjs: each run in a browser of its own): score, LCP,
//   TBT, CLS, DOM nodes, over the runs that finished (those Lighthouse gave up on are counted apart);
// then the list API (GET /api/watch-cards) on a piece deep in each page's list: autocannon, a fixed number of
// requests at 10 connections, p99; "n/a" while the BFF answers 404 (no list API yet). Last, the BFF's
// resident memory (VmRSS, and its peak VmHWM) read from /proc after all of that.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { api, signIn } from '@caliber/test-stack';
import { benchPages } from './pages.mjs';
import { rawGet } from './raw-get.mjs';
import { seedScaleWatches } from './scale-seed.mjs';

const HALF_COLLECTION_SLUG = 'bench-half';

const API_CONNECTIONS = 10;
const API_REQUESTS = 2_000;
/** The piece asked for: `PIECE_LIMIT` cards starting `DEEP_FROM_END` cards before the list's end. */
const PIECE_LIMIT = 24;
const DEEP_FROM_END = 48;
/**
 * Today's list pages at these sizes hold the browser's main thread for tens of seconds on this shared machine: Lighthouse
 * waits twice its default for the load, and a run it still gives up on is reported as failed, not fatal.
 */
const LIGHTHOUSE_MAX_WAIT_FOR_LOAD_MS = 90_000;

/** The three lists: the page's address and the list API's filters for the same list. */
const LISTS = [
  { page: '/collection/all-watches', filters: {} },
  { page: `/collection/${HALF_COLLECTION_SLUG}`, filters: { collection: HALF_COLLECTION_SLUG } },
  { page: '/search?q=rolex', filters: { q: 'rolex' } },
];

const health = async (url) => (await (await fetch(`${url}/api/health`)).json()).publicCache;

/** Makes the collection "Bench Half" as the operator does, and returns how to save it again unchanged. */
async function makeHalfCollection(url) {
  const cookie = await signIn(url);
  const existing = await api(url, '/api/admin/collections', { cookie });
  if (existing.status !== 200) throw new Error(`GET /api/admin/collections answered ${existing.status}`);
  const form = {
    name: 'Bench Half',
    description: 'Half of the generated watches of the scale bench.',
    imageUrl: existing.body[0].imageUrl,
    slug: HALF_COLLECTION_SLUG,
    displayOrder: existing.body.length,
  };
  const created = await api(url, '/api/admin/collections', { method: 'POST', body: form, cookie });
  if (created.status !== 201) throw new Error(`POST /api/admin/collections answered ${created.status}: ${JSON.stringify(created.body)}`);
  return async function saveUnchanged() {
    const saved = await api(url, `/api/admin/collections/${created.body.id}`, { method: 'PUT', body: form, cookie });
    if (saved.status !== 200) throw new Error(`PUT /api/admin/collections/${created.body.id} answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  };
}

/**
 * A catalogue change through the admin API, checked: the cache, first given an entry (the featured watches),
 * is empty once the write has answered (this BFF's listeners hear its own writes before it answers).
 */
async function changeCatalogue(url, saveUnchanged) {
  const featured = await fetch(`${url}/api/watches/featured`);
  if (!featured.ok) throw new Error(`GET /api/watches/featured answered ${featured.status}`);
  if ((await health(url)).entries === 0) throw new Error('the public cache kept no entry for the featured watches: cannot tell that it is cleared');
  await saveUnchanged();
  const cache = await health(url);
  if (cache.entries !== 0 || cache.searches.entries !== 0) throw new Error('the public cache still holds entries after a catalogue change');
}

/** One GET to its last byte: status, body bytes as sent, milliseconds. */
async function timedGet(url, headers) {
  const started = performance.now();
  const response = await rawGet(url, headers);
  return { ...response, ms: Math.round(performance.now() - started) };
}

async function firstRenderAndBytes(url, saveUnchanged, page) {
  await changeCatalogue(url, saveUnchanged);
  const brotli = await timedGet(`${url}${page}`, { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' });
  if (brotli.status !== 200) throw new Error(`GET ${page} answered ${brotli.status}`);
  const encoding = brotli.headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
  if (encoding !== 'br') throw new Error(`GET ${page} with Accept-Encoding br answered in ${encoding ?? 'identity'}`);
  const identity = await rawGet(`${url}${page}`, { accept: 'text/html' });
  return { firstRenderMs: brotli.ms, htmlBrotliBytes: brotli.body.length, htmlBytes: identity.body.length };
}

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const cardsPath = (filters, offset, limit) => `/api/watch-cards?${new URLSearchParams({ ...filters, offset: String(offset), limit: String(limit) })}`;

/** p99 of a deep piece of one list, or `{ missing: true }` while the BFF has no list API (404). */
async function deepPiece(url, filters) {
  const head = await fetch(`${url}${cardsPath(filters, 0, PIECE_LIMIT)}`);
  if (head.status === 404) return { missing: true };
  if (!head.ok) throw new Error(`GET ${cardsPath(filters, 0, PIECE_LIMIT)} answered ${head.status}: ${await head.text()}`);
  const { total } = await head.json();
  const path = cardsPath(filters, Math.max(0, total - DEEP_FROM_END), PIECE_LIMIT);
  const first = await timedGet(`${url}${path}`);
  if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}`);
  const result = await cannon({ url: `${url}${path}`, amount: API_REQUESTS, connections: API_CONNECTIONS });
  return {
    path,
    total,
    firstMs: first.ms,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Resident and peak resident memory of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

/** Measures one size on a started stack (`stack` of @caliber/test-stack, its BFF first in `pids`). */
export async function benchScale({ stack, size, log = console.log }) {
  log(`  seeding ${size.toLocaleString('en-US')} watches…`);
  const saveUnchanged = await makeHalfCollection(stack.url);
  const { listed, inHalf } = await seedScaleWatches(stack.databaseUrl, size, HALF_COLLECTION_SLUG);
  const pages = {};
  for (const { page } of LISTS) {
    pages[page] = await firstRenderAndBytes(stack.url, saveUnchanged, page);
    log(`  ${page}: first render ${pages[page].firstRenderMs} ms, ${pages[page].htmlBytes} bytes, ${pages[page].htmlBrotliBytes} brotli`);
  }
  const lighthouse = await benchPages({ baseUrl: stack.url, paths: LISTS.map(({ page }) => page), maxWaitForLoad: LIGHTHOUSE_MAX_WAIT_FOR_LOAD_MS, keepFailedRuns: true, log });
  for (const { page } of LISTS) pages[page].lighthouse = lighthouse.pages[page];
  const listApi = {};
  for (const { page, filters } of LISTS) {
    listApi[page] = await deepPiece(stack.url, filters);
    log(`  list API for ${page}: ${listApi[page].missing ? 'n/a (no list API)' : `p99 ${listApi[page].p99Ms} ms`}`);
  }
  const memory = memoryOf(stack.pids[0]);
  log(`  BFF resident memory ${memory.rssMb} MB (peak ${memory.peakRssMb} MB)`);
  return { generated: size, listed, inHalfCollection: inHalf, halfCollectionPage: LISTS[1].page, pages, listApi, listApiConnections: API_CONNECTIONS, bff: memory, lighthouseVersion: lighthouse.lighthouse };
}
