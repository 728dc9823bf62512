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
}

const MAX_ENTRIES = 2000;
const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this size compression costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Serialised, pre-compressed answers of public catalogue reads, one per path. Admin writes call
 * `invalidate()`, which clears this process at once and tells the other replicas through Redis.
 */
@Injectable()
export class PublicCacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PublicCache');
  private readonly entries = new Map<string, CachedResponse>();
  private generation = 0;
  private subscriber?: Redis;
  private readonly channel: string;
  private readonly instanceId = Math.random().toString(36).slice(2);
  private readonly listeners: (() => void)[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.channel = `${config.redisPrefix}:public-cache:invalidate`;
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

  get(path: string): CachedResponse | undefined {
    return this.entries.get(path);
  }

  /** The generation to hand back to `store`, so a load that raced an invalidation is not kept. */
  currentGeneration(): number {
    return this.generation;
  }

  store(path: string, value: unknown, generation: number): CachedResponse {
    return this.storeBody(path, Buffer.from(JSON.stringify(value)), generation);
  }

  /** Keeps any public answer (a rendered page, say), compressed once, under its path. */
  storeBody(path: string, body: Buffer, generation: number, head: Partial<Pick<CachedResponse, 'status' | 'contentType'>> = {}): CachedResponse {
    const entry = this.compose(body, head);
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(path, entry);
    }
    return entry;
  }

  /** An answer as the cache would keep it (compressed, with its ETag), without keeping it. */
  compose(body: Buffer, { status = 200, contentType = JSON_TYPE }: Partial<Pick<CachedResponse, 'status' | 'contentType'>> = {}): CachedResponse {
    const compressible = body.length >= COMPRESS_MIN_BYTES;
    return {
      status,
      contentType,
      body,
      gzip: compressible ? gzipSync(body, { level: 9 }) : body,
      brotli: compressible ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    };
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer for a path, loading and storing it first when absent. */
  async fetch(path: string, load: () => Promise<unknown>): Promise<CachedResponse> {
    const cached = this.entries.get(path);
    if (cached) return cached;
    const generation = this.generation;
    return this.store(path, await load(), generation);
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
    for (const listener of this.listeners) listener();
  }
}
