import type { NewlyAvailableWatch } from '@caliber/core';
import { SearchIndex, searchEntryOf, type SearchCollection, type SearchEntry } from '@caliber/core/search';
import type { SearchAlertEntity, WatchEntity } from '@caliber/db';

interface Arrival extends SearchEntry {
  watch: WatchEntity;
  availableSinceUs: number;
}

/**
 * The watches newly available since the alerts of a run were last checked, searched through the storefront
 * search's own index (`SearchIndex`, docs/search.md): an alert names the watches the site's search finds.
 */
export class NewArrivals {
  private readonly index: SearchIndex<Arrival>;

  constructor(watches: readonly NewlyAvailableWatch[], collections: readonly SearchCollection[]) {
    const arrivals = watches.map(({ watch, createdAtUs, availableSinceUs }) => ({ ...searchEntryOf(watch, createdAtUs), watch, availableSinceUs }));
    this.index = new SearchIndex(arrivals, collections);
  }

  /**
   * The watches available after `since` (to the microsecond) in the alert's collection and matching its text,
   * best first as the site's search orders them; newest first for an alert without a text.
   */
  matching({ searchText, collectionId }: Pick<SearchAlertEntity, 'searchText' | 'collectionId'>, since: Date): WatchEntity[] {
    const { entries } = this.index;
    const positions = searchText ? this.index.search(searchText, entries.length) : entries.keys();
    const sinceUs = since.getTime() * 1000;
    const found: WatchEntity[] = [];
    for (const position of positions) {
      const { watch, availableSinceUs } = entries[position];
      if (availableSinceUs > sinceUs && (collectionId === null || watch.collectionId === collectionId)) found.push(watch);
    }
    return found;
  }
}
