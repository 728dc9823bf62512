import { filterFactsOf, toWatchCard, type FilterFacts, type WatchCardData } from '@caliber/contracts';
import { SearchIndex, searchTermsOf, type SearchCollection, type SearchEntry } from '@caliber/core/search';
import type { WatchEntity } from '@caliber/db';
import { createHash } from 'node:crypto';
import { toPublicWatch } from '../watch.mapper.js';

/**
 * A listed watch as the index keeps it: what the search reads of it, its card and what the filters read; never
 * its description or gallery (docs/search.md, "The index").
 */
export interface IndexedWatch extends SearchEntry {
  card: WatchCardData;
  facts: FilterFacts;
}

/** A collection as the index reads it: found by its name, listed by its slug. */
export interface IndexedCollection extends SearchCollection {
  slug: string;
}

/** A watch as the index keeps it: its card is the public API's, images at the image host when there is one. */
export function indexedWatch(watch: WatchEntity, createdAtUs: number, imageHost: string | null): IndexedWatch {
  const answer = toPublicWatch(watch, imageHost);
  const { brandWords, modelWords, referenceKey } = searchTermsOf(watch);
  return { id: watch.id, createdAtUs, collectionId: watch.collectionId, brandWords, modelWords, referenceKey, card: toWatchCard(answer), facts: filterFactsOf(answer) };
}

/**
 * The storefront's watches in memory (docs/search.md, "The index"): the search over them, the core's
 * `SearchIndex` (the rule the search alerts use too), with what the lists need beside it. Built whole from the
 * listed watches; a change builds a new one.
 */
export class WatchSearchIndex extends SearchIndex<IndexedWatch> {
  /** The catalogue this index holds, the same on every replica for the same rows: pieces of one version join into one list. */
  readonly version: string;
  private readonly collectionIds: ReadonlyMap<string, number>;

  constructor(watches: Iterable<IndexedWatch>, collections: readonly IndexedCollection[]) {
    super(watches, collections);
    this.collectionIds = new Map(collections.map(({ id, slug }) => [slug, id]));
    this.version = versionOf(this.entries);
  }

  /** The positions of a collection's watches (newest first), or null when no collection has the slug. */
  collectionPositions(slug: string): readonly number[] | null {
    const id = this.collectionIds.get(slug);
    return id === undefined ? null : this.inCollection(id);
  }
}

/** A digest of what the lists show and order by: equal on every replica holding the same rows. */
function versionOf(watches: readonly IndexedWatch[]): string {
  const hash = createHash('sha1');
  for (const { card, facts, createdAtUs } of watches) hash.update(`${createdAtUs}\u0000${JSON.stringify(card)}\u0000${facts.year}\n`);
  return hash.digest('base64url').slice(0, 16);
}
