import { CollectionEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CollectionStore } from '../collections/collection-store.js';
import { WatchStore } from '../watches/watch-store.js';
import type { CatalogueChange } from './catalogue-change.js';
import { CatalogueChannel } from './catalogue-events.service.js';

/** One write of the catalogue: its reads, its writes and its announcement, in one transaction. */
export interface CatalogueTransaction {
  watches: WatchStore;
  collections: CollectionStore;
  /** Sends the change with the transaction: every replica hears it once the write commits, none if it rolls back. */
  announce(change: CatalogueChange): Promise<void>;
}

/**
 * Where the writers' transactions begin (docs/architecture.md, "The catalogue-changed event"): the only place
 * that makes the write side of the catalogue's repositories, so nothing outside the core can write it.
 */
@Injectable()
export class CatalogueWrites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly channel: CatalogueChannel,
  ) {}

  async run<T>(work: (transaction: CatalogueTransaction) => Promise<T>): Promise<T> {
    const announced: CatalogueChange[] = [];
    const result = await this.dataSource.transaction((manager) =>
      work({
        watches: new WatchStore(manager.getRepository(WatchEntity)),
        collections: new CollectionStore(manager.getRepository(CollectionEntity)),
        announce: async (change) => {
          await this.channel.notify(manager, change);
          announced.push(change);
        },
      }),
    );
    // Committed: this process's listeners hear it now, so its next read sees its own write.
    for (const change of announced) this.channel.tell(change);
    return result;
  }
}
