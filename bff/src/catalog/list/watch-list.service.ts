import { normalizeSearch, SEARCH, type WatchCardsPiece, type WatchCardsRequest } from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { notFound } from '../../common/api-error.js';
import { WatchSearchService } from '../search/watch-search.service.js';
import { WatchLists, type ListSource } from './watch-lists.js';

/**
 * The collection, all-watches and search pages' lists, a piece at a time (docs/storefront.md, "Long lists"),
 * cut from the search index this replica keeps current: no statement per piece.
 */
@Injectable()
export class WatchListService {
  private lists: WatchLists | null = null;

  constructor(private readonly search: WatchSearchService) {}

  async piece(request: WatchCardsRequest): Promise<WatchCardsPiece> {
    const { source } = request;
    const found = 'q' in source ? await this.search.matches(normalizeSearch(source.q), SEARCH.maxResults) : null;
    const index = found?.index ?? (await this.search.current());
    if (this.lists?.index !== index) this.lists = new WatchLists(index);
    const lists = this.lists;
    return lists.piece(request, found ? { positions: found.positions, ranked: true, key: null } : this.sourceOf(lists, request));
  }

  /** The source of a list that is not a search's. */
  private sourceOf(lists: WatchLists, { source }: WatchCardsRequest): ListSource {
    const { index } = lists;
    if ('collection' in source) {
      const positions = index.collectionPositions(source.collection);
      if (!positions) throw notFound(`No collection has the slug "${source.collection}"`);
      return { positions, ranked: false, key: `collection:${source.collection}` };
    }
    return { positions: lists.everyPosition, ranked: false, key: 'all' };
  }
}
