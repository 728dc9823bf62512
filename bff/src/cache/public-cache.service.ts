import { CatalogueEvents } from '@caliber/core';
import { Inject, Injectable } from '@nestjs/common';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { countCacheHit, countCacheMiss } from '../metrics/bff-metrics.js';
import { isSearchKey } from './keyed-query-params.js';
import { COMPRESS_MIN_BYTES, etagOf } from './public-cache.middleware.js';

export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** What the entry costs the cache: its three bodies (once each) plus the key and bookkeeping. */
  bytes: number;
}

export interface ShelfFigures {
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** The catalogue's shelf, with the searches' beside it. */
export interface PublicCacheFigures extends ShelfFigures {
  searches: ShelfFigures;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** An entry is made on a request (the first after a catalogue change): fast levels, never brotli's slowest. */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;
/** A rough count of what a Map slot, the entry object and its buffers' headers take besides their bytes. */
const ENTRY_OVERHEAD_BYTES = 400;

type Shelf = LRUCache<string, CachedResponse>;

/**
 * A shelf bounded by the bytes it holds, not by its number of entries: storing past the budget drops the
 * least recently read first, and an entry bigger than the whole budget is not kept. An entry costs its
 * bytes plus its key (two bytes a character in a JavaScript string). A budget of 0 keeps nothing (lru-cache
 * needs a positive size: at 1 byte, every entry is bigger than the budget).
 */
const byteBoundedShelf = (maxBytes: number): Shelf =>
  new LRUCache<string, CachedResponse>({ maxSize: Math.max(maxBytes, 1), sizeCalculation: (entry, key) => entry.bytes + key.length * 2 });

const figuresOf = (shelf: Shelf, maxBytes: number): ShelfFigures => ({ entries: shelf.size, bytes: shelf.calculatedSize, maxBytes });

/**
 * Serialised, pre-compressed answers of public catalogue reads, one per canonical key, on two shelves
 * bounded by bytes (the least recently read leave first): the catalogue's (`PUBLIC_CACHE_MAX_BYTES`) and
 * the searches' (`SEARCH_CACHE_MAX_BYTES`), so that however many texts visitors search for, the catalogue's
 * answers and pages stay. Everything on them (answers, pages, the sitemap) is built from the
 * catalogue, so both clear on every catalogue-changed event, this replica's and the others' (docs/architecture.md).
 */
@Injectable()
export class PublicCacheService {
  private readonly catalogue: Shelf;
  private readonly searches: Shelf;
  private generation = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    events: CatalogueEvents,
  ) {
    this.catalogue = byteBoundedShelf(config.publicCacheMaxBytes);
    this.searches = byteBoundedShelf(config.searchCacheMaxBytes);
    events.listen(() => this.clear());
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.shelfOf(key).get(key);
    if (entry) countCacheHit(key);
    return entry;
  }

  /** The generation to hand back to `store`, so a load that raced an invalidation is not kept. */
  currentGeneration(): number {
    return this.generation;
  }

  store(key: string, value: unknown, generation: number): CachedResponse {
    return this.storeBody(key, Buffer.from(JSON.stringify(value)), generation);
  }

  /** Keeps any public answer (a rendered page, say), compressed once, under its key. */
  storeBody(key: string, body: Buffer, generation: number, head: Partial<Pick<CachedResponse, 'status' | 'contentType'>> = {}): CachedResponse {
    const entry = this.compose(body, head);
    countCacheMiss(key);
    if (generation === this.generation) this.shelfOf(key).set(key, entry);
    return entry;
  }

  private shelfOf(key: string): Shelf {
    return isSearchKey(key) ? this.searches : this.catalogue;
  }

  /** An answer as the cache would keep it (compressed, with its ETag), without keeping it. */
  compose(body: Buffer, { status = 200, contentType = JSON_TYPE }: Partial<Pick<CachedResponse, 'status' | 'contentType'>> = {}): CachedResponse {
    const compressible = body.length >= COMPRESS_MIN_BYTES;
    const gzip = compressible ? gzipSync(body, { level: GZIP_LEVEL }) : body;
    const brotli = compressible ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : body;
    const bytes = body.length + (compressible ? gzip.length + brotli.length : 0) + ENTRY_OVERHEAD_BYTES;
    return { status, contentType, body, gzip, brotli, etag: etagOf(body), bytes };
  }

  /** How full the cache is (the health report shows it). */
  figures(): PublicCacheFigures {
    return { ...figuresOf(this.catalogue, this.config.publicCacheMaxBytes), searches: figuresOf(this.searches, this.config.searchCacheMaxBytes) };
  }

  /** The cached answer for a path, loading and storing it first when absent. */
  async fetch(key: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    const cached = this.get(key);
    if (cached) return cached;
    const generation = this.generation;
    return this.store(key, await load(), generation);
  }

  /**
   * Drops this replica's entries: on a catalogue change, and on a new build of a remote (which each replica
   * loads on its own, so it outdates only this replica's pages).
   */
  clear(): void {
    this.generation += 1;
    this.catalogue.clear();
    this.searches.clear();
  }
}
