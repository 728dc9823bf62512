import { publicCacheChannel } from '@caliber/contracts';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS, redisOptions } from '../redis/redis.module.js';

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

export interface PublicCacheFigures {
  entries: number;
  bytes: number;
  maxBytes: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;
/** An entry is made on a request (the first after a catalogue change): fast levels, never brotli's slowest. */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;
/** A rough count of what a Map slot, the entry object and its buffers' headers take besides their bytes. */
const ENTRY_OVERHEAD_BYTES = 400;

/**
 * Serialised, pre-compressed answers of public catalogue reads, one per canonical key, bounded by
 * `PUBLIC_CACHE_MAX_BYTES` (the least recently read leave first). Admin writes call `invalidate()`,
 * which clears this process at once and tells the other replicas through Redis.
 */
@Injectable()
export class PublicCacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PublicCache');
  private readonly entries = new Map<string, CachedResponse>();
  private generation = 0;
  private bytes = 0;
  private subscriber?: Redis;
  private readonly channel: string;
  private readonly instanceId = Math.random().toString(36).slice(2);
  private readonly listeners: (() => void)[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.channel = publicCacheChannel(config.redisPrefix);
  }

  onModuleInit(): void {
    const subscriber = new Redis(this.config.redisUrl, { ...redisOptions(this.config), enableOfflineQueue: true, commandTimeout: undefined });
    subscriber.on('error', () => undefined);
    // After Redis comes back another replica may have written meanwhile: start clean.
    subscriber.on('ready', () => this.clearLocal());
    subscriber.on('message', (_channel, sender) => {
      if (sender !== this.instanceId) this.clearLocal();
    });
    void subscriber.subscribe(this.channel).catch(() => undefined);
    this.subscriber = subscriber;
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map order is the eviction order: a read moves the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
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
    const bytes = entry.bytes + key.length * 2;
    if (generation !== this.generation || bytes > this.config.publicCacheMaxBytes) return entry;
    this.remove(key);
    for (const oldest of this.entries.keys()) {
      if (this.bytes + bytes <= this.config.publicCacheMaxBytes) break;
      this.remove(oldest);
    }
    this.entries.set(key, entry);
    this.bytes += bytes;
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes + key.length * 2;
  }

  /** An answer as the cache would keep it (compressed, with its ETag), without keeping it. */
  compose(body: Buffer, { status = 200, contentType = JSON_TYPE }: Partial<Pick<CachedResponse, 'status' | 'contentType'>> = {}): CachedResponse {
    const compressible = body.length >= COMPRESS_MIN_BYTES;
    const gzip = compressible ? gzipSync(body, { level: GZIP_LEVEL }) : body;
    const brotli = compressible ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : body;
    const bytes = body.length + (compressible ? gzip.length + brotli.length : 0) + ENTRY_OVERHEAD_BYTES;
    return { status, contentType, body, gzip, brotli, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, bytes };
  }

  /** How full the cache is (the health report shows it). */
  figures(): PublicCacheFigures {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.config.publicCacheMaxBytes };
  }

  /** The cached answer for a path, loading and storing it first when absent. */
  async fetch(key: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    const cached = this.get(key);
    if (cached) return cached;
    const generation = this.generation;
    return this.store(key, await load(), generation);
  }

  async invalidate(): Promise<void> {
    this.clearLocal();
    try {
      await this.redis.publish(this.channel, this.instanceId);
    } catch (error) {
      this.logger.warn(`Could not tell other replicas to drop their cache: ${(error as Error).message}`);
    }
  }

  /** Other in-memory caches built from catalogue data (rendered pages) clear with this one. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  private clearLocal(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
    for (const listener of this.listeners) listener();
  }
}
