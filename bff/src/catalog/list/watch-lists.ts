import {
  BEST_MATCH,
  filterTest,
  MOVEMENT_KINDS,
  type MovementKind,
  type WatchCardsPiece,
  type WatchCardsRequest,
  type WatchListChoices,
  type WatchSort,
} from '@caliber/contracts';
import type { WatchSearchIndex } from '../search/watch-search-index.js';

/** The watches a list starts from: positions in the index's newest-first order. */
export interface ListSource {
  positions: readonly number[];
  /** In a search's order, best first; otherwise newest first. */
  ranked: boolean;
  /** Names the source for the memo of its choices; null for a search's (not kept). */
  key: string | null;
}

/**
 * The storefront's lists cut from one index (docs/storefront.md, "Long lists"): a source's watches, the
 * filters' test over what each watch's facts say, the sort, and a piece of the result. The orders by price
 * are worked out once per index; a list by price walks the catalogue's order keeping its own watches.
 */
export class WatchLists {
  private readonly orders = new Map<WatchSort, Int32Array>();
  private readonly choicesBySource = new Map<string, WatchListChoices>();

  /** Every watch of the index, newest first: the all-watches list's source. */
  readonly everyPosition: readonly number[];

  constructor(readonly index: WatchSearchIndex) {
    this.everyPosition = Array.from(index.entries.keys());
  }

  /** A piece of the list `request` asks for, from `source`. */
  piece({ filters, offset, limit }: WatchCardsRequest, source: ListSource): WatchCardsPiece {
    const { entries: watches } = this.index;
    const keeps = filterTest(filters);
    const kept: number[] = [];
    for (const position of this.ordered(source, filters.sort)) if (keeps(watches[position].facts)) kept.push(position);
    return {
      items: kept.slice(offset, offset + limit).map((position) => watches[position].card),
      offset,
      limit,
      total: kept.length,
      matched: source.positions.length,
      version: this.index.version,
      choices: this.choicesOf(source),
    };
  }

  /** The source's watches in `sort`; best match is a search's own order. */
  private ordered({ positions, ranked }: ListSource, sort: WatchSort | typeof BEST_MATCH): Iterable<number> {
    if (sort === BEST_MATCH) return positions;
    if (sort === 'newest') return ranked ? [...positions].sort((a, b) => a - b) : positions;
    const order = this.orderBy(sort);
    if (positions.length === this.index.entries.length) return order;
    const member = new Uint8Array(this.index.entries.length);
    for (const position of positions) member[position] = 1;
    return order.filter((position) => member[position] === 1);
  }

  /** Every position by price, ties newest first. */
  private orderBy(sort: Exclude<WatchSort, 'newest'>): Int32Array {
    let order = this.orders.get(sort);
    if (!order) {
      const { entries: watches } = this.index;
      const direction = sort === 'price-high' ? -1 : 1;
      order = Int32Array.from(watches.keys()).sort((a, b) => direction * (watches[a].facts.price - watches[b].facts.price) || a - b);
      this.orders.set(sort, order);
    }
    return order;
  }

  /** The brands (first spelling met, alphabetical), movements and price bounds of the whole source, kept per source. */
  private choicesOf({ positions, key }: ListSource): WatchListChoices {
    const kept = key === null ? undefined : this.choicesBySource.get(key);
    if (kept) return kept;
    const choices = this.workOutChoices(positions);
    if (key !== null) this.choicesBySource.set(key, choices);
    return choices;
  }

  private workOutChoices(positions: readonly number[]): WatchListChoices {
    const brands = new Map<string, string>();
    const movements = new Set<MovementKind>();
    let min = Infinity;
    let max = -Infinity;
    for (const position of positions) {
      const { card, facts } = this.index.entries[position];
      if (!brands.has(facts.brandKey)) brands.set(facts.brandKey, card.brand);
      if (facts.movement) movements.add(facts.movement);
      min = Math.min(min, facts.price);
      max = Math.max(max, facts.price);
    }
    return {
      brands: [...brands.values()].sort((a, b) => a.localeCompare(b)),
      movements: (Object.keys(MOVEMENT_KINDS) as MovementKind[]).filter((kind) => movements.has(kind)),
      price: positions.length ? { min, max } : null,
    };
  }
}
