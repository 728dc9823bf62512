import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CORE_OPTIONS, type CoreOptions } from '../core-options.js';
import { CATALOGUE_CHANNEL, decodeChange, encodeChange, EVERYTHING_CHANGED, type CatalogueChange } from './catalogue-change.js';
import { NotificationListener } from './notification-listener.js';

export type CatalogueListener = (change: CatalogueChange) => void;

/**
 * The catalogue-changed event as the apps see it (docs/architecture.md): whatever is built from the catalogue
 * (the public cache, its pages and the sitemap kept in it, the merchant feed's ETag, the search index) listens.
 * Only the core's writers announce.
 */
export abstract class CatalogueEvents {
  /** Runs the listener on every change, this process's and the other replicas'; the function returned stops it. */
  abstract listen(listener: CatalogueListener): () => void;
}

/**
 * The event's two halves: a writer sends its change with the write's transaction (`pg_notify`), so PostgreSQL
 * delivers it to every replica's LISTEN connection when the write commits and never when it rolls back; the
 * writing process tells its own listeners once the commit returns and skips its own notification by its
 * sender id. When the LISTEN connection comes back after a loss, listeners hear "everything changed".
 */
@Injectable()
export class CatalogueChannel extends CatalogueEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogueEvents');
  private readonly sender = randomUUID();
  private readonly listeners = new Set<CatalogueListener>();
  private subscription?: NotificationListener;

  constructor(@Inject(CORE_OPTIONS) private readonly options: CoreOptions) {
    super();
  }

  async onModuleInit(): Promise<void> {
    if (!this.options.listenToCatalogue) return;
    // One warning per outage, however many tries it takes.
    let down = false;
    this.subscription = new NotificationListener(this.options.database.url, CATALOGUE_CHANNEL, {
      notified: (payload) => {
        const { sender, change } = decodeChange(payload);
        if (sender !== this.sender) this.tell(change);
      },
      listening: () => {
        if (down) this.logger.log('Listening to catalogue changes again');
        down = false;
        this.tell(EVERYTHING_CHANGED);
      },
      lost: (error) => {
        if (!down) this.logger.warn(`Lost the connection that hears other replicas' catalogue changes (${error.message}); reconnecting`);
        down = true;
      },
    });
    await this.subscription.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
  }

  listen(listener: CatalogueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends the change with the transaction `manager` runs in: every replica hears it when that commits. */
  async notify(manager: EntityManager, change: CatalogueChange): Promise<void> {
    await manager.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, encodeChange(this.sender, change)]);
  }

  /** Tells this process's listeners; one that throws is logged and the others still hear the change. */
  tell(change: CatalogueChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error(`A listener failed on a catalogue change (${change.reason}): ${(error as Error).message}`);
      }
    }
  }
}
