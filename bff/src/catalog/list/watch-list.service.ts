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
    const index = await this.search.current();
    if (this.lists?.index !== index) this.lists = new WatchLists(index);
    return this.lists.piece(request, this.sourceOf(request));
  }

  private sourceOf({ source }: WatchCardsRequest): ListSource {
    const lists = this.lists!;
    const { index } = lists;
    if ('q' in source) return { positions: index.search(normalizeSearch(source.q), SEARCH.maxResults), ranked: true, key: null };
    if ('collection' in source) {
      const positions = index.collectionPositions(source.collection);
      if (!positions) throw notFound(`No collection has the slug "${source.collection}"`);
      return { positions, ranked: false, key: `collection:${source.collection}` };
    }
    return { positions: lists.everyPosition, ranked: false, key: 'all' };
  }
}
