import { CatalogueEvents, CollectionsRepository, WatchesRepository, type CatalogueChange, type WatchSearchEntry } from '@caliber/core';
import { traced } from '@caliber/logging';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { recordSearchIndex } from '../../metrics/bff-metrics.js';
import { indexedWatch, WatchSearchIndex, type IndexedWatch } from './watch-search-index.js';

/** Watches per statement when the whole catalogue is read: other requests are answered between pages (docs/search.md). */
const FULL_READ_PAGE = 1000;

/**
 * The storefront search, answered from an index of the listed watches held in this replica (docs/search.md,
 * "The index"). It follows the catalogue-changed event: the watches a change names are read again (all of
 * them after a collection change or a reconnection), and the next search waits for that before it reads.
 */
@Injectable()
export class WatchSearchService {
  private readonly entries = new Map<number, IndexedWatch>();
  private index: WatchSearchIndex | null = null;
  /** Changes heard, and how many of them the index has applied (the first "change" is the first read). */
  private heard = 1;
  private applied = 0;
  private reloadAll = true;
  private readonly changedIds = new Set<number>();
  private refreshing: Promise<void> | null = null;
  private readonly imageHost: string | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly watches: WatchesRepository,
    private readonly collections: CollectionsRepository,
    events: CatalogueEvents,
  ) {
    this.imageHost = config.storage.publicUrl;
    events.listen((change) => this.outdate(change));
  }

  /** The ids of the watches matching `text`, best first, at most `limit`. */
  async search(text: string, limit: number): Promise<number[]> {
    const { index, positions } = await this.matches(text, limit);
    return positions.map((position) => index.entries[position].id);
  }

  /** The positions (in the index it answers with) of the watches matching `text`, best first, at most `limit`. */
  matches(text: string, limit: number): Promise<{ index: WatchSearchIndex; positions: number[] }> {
    return traced('search', { 'search.limit': limit }, async () => {
      const index = await this.current();
      return { index, positions: index.search(text, limit) };
    });
  }

  /** The index with every change heard so far applied. */
  async current(): Promise<WatchSearchIndex> {
    // A search waits until the changes heard before it came are applied, never for later ones, so a
    // stream of changes cannot hold it; searches arriving together share one refresh.
    const needed = this.heard;
    while (this.applied < needed) {
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = null;
      });
      await this.refreshing;
    }
    return this.index!;
  }

  private outdate({ watchIds, collections }: CatalogueChange): void {
    this.heard += 1;
    if (collections || watchIds.length === 0) this.reloadAll = true;
    for (const id of watchIds) this.changedIds.add(id);
  }

  /**
   * Every listed watch, read in pages so that no page holds the event loop for long, each page made index
   * entries as it arrives: the whole catalogue's rows (descriptions, galleries) are never held at once.
   */
  private async readAllEntries(): Promise<IndexedWatch[]> {
    const entries: IndexedWatch[] = [];
    let page: WatchSearchEntry[];
    do {
      page = await this.watches.findSearchEntries({ afterId: entries.at(-1)?.id ?? 0, limit: FULL_READ_PAGE });
      for (const { watch, createdAtUs } of page) entries.push(indexedWatch(watch, createdAtUs, this.imageHost));
    } while (page.length === FULL_READ_PAGE);
    return entries;
  }

  private async readEntries(ids: readonly number[]): Promise<IndexedWatch[]> {
    return (await this.watches.findSearchEntries({ ids })).map(({ watch, createdAtUs }) => indexedWatch(watch, createdAtUs, this.imageHost));
  }

  private async refresh(): Promise<void> {
    const upTo = this.heard;
    const all = this.reloadAll;
    const ids = [...this.changedIds];
    this.reloadAll = false;
    this.changedIds.clear();
    try {
      const [found, collections] = await Promise.all([all ? this.readAllEntries() : this.readEntries(ids), this.collections.findAllOrdered()]);
      if (all) this.entries.clear();
      else for (const id of ids) this.entries.delete(id);
      for (const entry of found) this.entries.set(entry.id, entry);
      this.index = new WatchSearchIndex(this.entries.values(), collections);
      recordSearchIndex(this.entries.size);
      this.applied = upTo;
    } catch (error) {
      // Nothing was applied: the next search reads these again.
      if (all) this.reloadAll = true;
      for (const id of ids) this.changedIds.add(id);
      throw error;
    }
  }
}
