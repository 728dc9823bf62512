// The storefront search index's memory (docs/search.md, "The index"): the BFF's own code (`indexedWatch`,
// `WatchSearchIndex` in bff/dist) keeps 10,000 watches generated as the search step's (search.mjs), as its
// search service keeps them (each watch's entry by id, and the index over them); the heap is measured, garbage
// collected, before and after. Also the time to build the index from kept entries, as a catalogue change does.
// Alone: `node --expose-gc bench/search-index-memory.mjs` after `npm run build`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { BRANDS, MODELS, SEARCH_WATCHES } from './search.mjs';

const COLLECTION = { id: 1, slug: 'luxury-timepieces', name: 'Luxury Timepieces' };
const BUILDS = 9;

/** A string of its own, as PostgreSQL's driver makes each value it reads. */
const read = (text) => Buffer.from(text).toString();

/** The row the BFF reads for the `i`-th watch the search step's statement inserts. */
function generatedWatch(i) {
  const listedAt = new Date(Date.UTC(2025, 0, 1) + i * 60_000);
  const row = {
    id: i,
    brand: BRANDS[i % 10],
    model: `${MODELS[Math.floor(i / 10) % 10]} ${i % 97}`,
    reference: `${1000 + (i % 9000)}-${i % 7}A`,
    price: `${2000 + (i % 90000)}.00`,
    movement: `Automatic, Cal. ${i % 500}`,
    caseMaterial: 'Steel',
    caseSize: `${34 + (i % 10)} mm`,
    condition: 'Excellent',
    year: 1960 + (i % 65),
    description: `Generated for the search bench, watch ${i}: a description of a few hundred characters, as a listing has. `.repeat(3),
    imageUrl: '/uploads/bench.jpg',
    imageGallery: ['/uploads/bench.jpg', '/uploads/bench-2.jpg'],
    collectionId: COLLECTION.id,
    collection: COLLECTION,
    featured: false,
    availability: 'available',
    availableSince: listedAt,
    slug: `bench-${i}`,
    source: null,
    sourceId: null,
    checkedOnEbayAt: null,
    ebayPrice: null,
    ebayPriceSettled: null,
    availabilitySetByHandAt: null,
    availabilitySyncedAt: null,
    ebayEndedHeldAt: null,
    createdAt: listedAt,
    updatedAt: listedAt,
  };
  for (const [name, value] of Object.entries(row)) if (typeof value === 'string') row[name] = read(value);
  return row;
}

async function measure() {
  const { indexedWatch, WatchSearchIndex } = await import('../bff/dist/catalog/search/watch-search-index.js');
  const heap = () => {
    globalThis.gc();
    globalThis.gc();
    return process.memoryUsage().heapUsed;
  };
  const before = heap();
  const entries = new Map();
  for (let i = 1; i <= SEARCH_WATCHES; i += 1) {
    const watch = generatedWatch(i);
    entries.set(watch.id, indexedWatch(watch, watch.createdAt.getTime() * 1000, null));
  }
  let index = new WatchSearchIndex(entries.values(), [COLLECTION]);
  const bytes = heap() - before;
  const times = [];
  for (let build = 0; build < BUILDS; build += 1) {
    const start = performance.now();
    index = new WatchSearchIndex(entries.values(), [COLLECTION]);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { watches: index.entries.length, megabytes: Number((bytes / 2 ** 20).toFixed(2)), buildMs: Number(times[BUILDS >> 1].toFixed(1)) };
}

/** The figures, measured in a process of their own, where garbage collection can be asked for. */
export function searchIndexMemory() {
  return JSON.parse(execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url)], { encoding: 'utf8' }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(await measure()));
