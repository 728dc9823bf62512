// Search throughput: 10,000 generated watches beside the demo catalogue, then autocannon twice:
// - typed: cycling through searches collectors type (brands with and without typos, models, references
//   three ways, collections, in their own letter case and spacing), whose answers the BFF keeps;
// - distinct: every request a text not asked before (a model and a number, a reference), so every one is
//   matched by the BFF's search index: the cost of a search the cache has not seen;
// - pages: the search page (/search?q=…) at an address never asked before (a brand, a model and a number),
//   at 10 connections, as a browser asks for it (Accept-Encoding: gzip, deflate, br): a search, a render and
//   a compression per request. The stack runs with the render budget raised (docs/abuse-limits.md), since
//   every request comes from one address.
import autocannon from 'autocannon';
import pg from 'pg';

export const SEARCH_WATCHES = 10_000;

/** Each request of a connection takes the next text, so all kinds are measured evenly. */
export const SEARCH_TEXTS = [
  'rolex', 'Rolx', 'omgea', 'Patek Philipe', 'audemars', 'submariner', 'speedmaster  professional', 'nautilus',
  '5711', '57111a', '5711/1A', '126610LN', '3105-0A', 'Royal Oak', 'vintage', 'tudor black', 'ro', 'na', 'cartier santos', 'IWC',
];

export const BRANDS = ['Rolex', 'Omega', 'Patek Philippe', 'Audemars Piguet', 'Cartier', 'Tudor', 'IWC', 'Breitling', 'Jaeger-LeCoultre', 'Grand Seiko'];
export const MODELS = ['Submariner', 'Speedmaster Professional', 'Nautilus', 'Royal Oak', 'Santos', 'Black Bay', 'Portugieser', 'Navitimer', 'Reverso', 'Snowflake'];

/** Adds the generated watches in one statement, to the demo catalogue's first collection, and analyses the table. */
async function seedWatches(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, year, description, image_url, collection_id, slug)
       SELECT ($1::text[])[1 + i % 10], ($2::text[])[1 + (i / 10) % 10] || ' ' || (i % 97),
              (1000 + i % 9000)::text || '-' || (i % 7) || 'A', 2000 + i % 90000, 'Automatic, Cal. ' || (i % 500), 'Steel',
              (34 + i % 10) || ' mm', 'Excellent', 1960 + i % 65, 'Generated for the search bench.', '/uploads/bench.jpg',
              (SELECT id FROM collections ORDER BY id LIMIT 1), 'bench-' || i
       FROM generate_series(1, $3::int) AS i`,
      [BRANDS, MODELS, SEARCH_WATCHES],
    );
    await client.query('ANALYZE watches');
  } finally {
    await client.end();
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** Texts no request repeats: each generated model with each of its numbers, then each reference. */
function* distinctTexts() {
  for (let n = 0; n < 97; n += 1) for (const model of MODELS) yield `${model} ${n}`;
  for (let n = 1000; n < 10_000; n += 1) for (let variant = 0; variant < 7; variant += 1) yield `${n}-${variant}A`;
}

/** Page texts no request repeats, and none the API rows asked: a brand, a model and a number. */
function* distinctPageTexts() {
  for (let n = 0; n < 97; n += 1) for (const model of MODELS) for (const brand of BRANDS) yield `${brand} ${model} ${n}`;
}

const searchPath = (q) => `/api/watches?${new URLSearchParams({ q })}`;
const searchPagePath = (q) => `/search?${new URLSearchParams({ q })}`;
const PAGE_CONNECTIONS = 10;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/** Requests that each take the next of `texts`, as `pathOf` spells it. */
function everyRequestNew(texts, pathOf) {
  let asked = 0;
  const next = () => {
    asked += 1;
    const { value, done } = texts.next();
    if (done) throw new Error('the distinct search texts ran out: lengthen their generator');
    return pathOf(value);
  };
  return { requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }], asked: () => asked };
}

function figures(result, texts) {
  return {
    texts,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

export async function benchSearch({ bffUrl, databaseUrl, duration = 10, connections = 50, warmup = 2, log = console.log }) {
  await seedWatches(databaseUrl);
  const requests = SEARCH_TEXTS.map((q) => ({ method: 'GET', path: searchPath(q) }));
  for (const { path } of requests) {
    const response = await fetch(`${bffUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  }
  await cannon({ url: bffUrl, requests, duration: warmup, connections });
  const typed = figures(await cannon({ url: bffUrl, requests, duration, connections }), SEARCH_TEXTS.length);
  log(`  typed searches: ${typed.requestsPerSecond} req/s, p50 ${typed.p50Ms} ms, p99 ${typed.p99Ms} ms, ${typed.errors} errors`);

  const distinctRun = everyRequestNew(distinctTexts(), searchPath);
  const distinctResult = await cannon({ url: bffUrl, requests: distinctRun.requests, duration, connections });
  const distinct = figures(distinctResult, distinctRun.asked());
  log(`  distinct searches: ${distinct.requestsPerSecond} req/s, p50 ${distinct.p50Ms} ms, p99 ${distinct.p99Ms} ms, ${distinct.errors} errors`);

  const pageRun = everyRequestNew(distinctPageTexts(), searchPagePath);
  const pageResult = await cannon({ url: bffUrl, requests: pageRun.requests, headers: BROWSER_HEADERS, duration, connections: PAGE_CONNECTIONS });
  const pages = { ...figures(pageResult, pageRun.asked()), connections: PAGE_CONNECTIONS };
  log(`  new search pages: ${pages.requestsPerSecond} req/s, p50 ${pages.p50Ms} ms, p99 ${pages.p99Ms} ms, ${pages.errors} errors`);
  return { watches: SEARCH_WATCHES, typed, distinct, pages };
}
