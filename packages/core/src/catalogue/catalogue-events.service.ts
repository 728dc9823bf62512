import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { CORE_OPTIONS, type CoreOptions } from '../core-options.js';
import { catalogueChannel, decodeChange, encodeChange, EVERYTHING_CHANGED, type CatalogueChange } from './catalogue-change.js';

export type CatalogueListener = (change: CatalogueChange) => void;

/**
 * The catalogue-changed event (docs/architecture.md): the writers announce every change once, and whatever is
 * built from the catalogue (the public cache, its pages and the sitemap kept in it, the merchant feed's ETag) listens,
 * in this process at once and in every other replica through Redis. Nothing else clears a cache by hand.
 */
@Injectable()
export class CatalogueEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogueEvents');
  private readonly sender = randomUUID();
  private readonly channel: string;
  private readonly listeners: CatalogueListener[] = [];
  private subscriber?: Redis;

  constructor(@Inject(CORE_OPTIONS) private readonly options: CoreOptions) {
    this.channel = catalogueChannel(options.redisPrefix);
  }

  onModuleInit(): void {
    if (!this.options.createSubscriber) return;
    const subscriber = this.options.createSubscriber();
    subscriber.on('error', () => undefined);
    // After Redis comes back another replica may have written meanwhile.
    subscriber.on('ready', () => this.tell(EVERYTHING_CHANGED));
    subscriber.on('message', (_channel, message: string) => {
      const { sender, change } = decodeChange(message);
      if (sender !== this.sender) this.tell(change);
    });
    void subscriber.subscribe(this.channel).catch(() => undefined);
    this.subscriber = subscriber;
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  /** Runs the listener on every change, this process's and the other replicas'. */
  listen(listener: CatalogueListener): void {
    this.listeners.push(listener);
  }

  /** Tells this process's listeners at once, then every other replica; a Redis outage is logged, never thrown. */
  async announce(change: CatalogueChange): Promise<void> {
    this.tell(change);
    try {
      await this.options.redis.publish(this.channel, encodeChange(this.sender, change));
    } catch (error) {
      this.logger.warn(`Could not tell other replicas that the catalogue changed (${change.reason}): ${(error as Error).message}`);
    }
  }

  private tell(change: CatalogueChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
