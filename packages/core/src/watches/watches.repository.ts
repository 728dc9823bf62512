import type { WatchInventoryQuery, WatchSortColumn } from '@caliber/contracts';
import { ebayPriceDiffersSql, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';

/** A listed watch with its creation time as stored, to the microsecond: the search's ties are ordered by it. */
export interface WatchSearchEntry {
  watch: WatchEntity;
  /** `created_at` in microseconds since 1970 (a JavaScript date keeps milliseconds). */
  createdAtUs: number;
}

/** A watch newly available, with when it became so to the microsecond, as the search alerts compare it. */
export interface NewlyAvailableWatch extends WatchSearchEntry {
  /** `available_since` in microseconds since 1970. */
  availableSinceUs: number;
}

/** The query's watches, each with the timestamp columns named read in microseconds since 1970, as stored. */
async function withMicroseconds<K extends string>(query: SelectQueryBuilder<WatchEntity>, columns: Record<K, string>): Promise<({ watch: WatchEntity } & Record<K, number>)[]> {
  const names = Object.keys(columns) as K[];
  for (const name of names) query.addSelect(`(extract(epoch FROM ${columns[name]}) * 1000000)::float8`, name);
  const { entities, raw } = await query.getRawAndEntities<{ watch_id: number } & Record<K, number>>();
  const rows = new Map(raw.map((row) => [row.watch_id, row]));
  return entities.map((watch) => {
    const row = rows.get(watch.id)!;
    return Object.assign({ watch }, ...names.map((name) => ({ [name]: row[name] })));
  });
}

/** One page of the inventory, as the repository is asked for it (defaults already applied). */
export type InventoryPageQuery = WatchInventoryQuery & Required<Pick<WatchInventoryQuery, 'page' | 'pageSize' | 'sort' | 'direction'>>;

/** The inventory's sortable columns, as SQL of the `watch` query; the contract's list is the whitelist. */
const SORT_SQL: Record<WatchSortColumn, string> = {
  brand: 'watch.brand',
  model: 'watch.model',
  reference: 'watch.reference',
  price: 'watch.price',
  collection: 'collection.name',
  featured: 'watch.featured',
  availability: 'watch.availability',
  createdAt: 'watch.createdAt',
};

/** The text the inventory search reads; the same expression as the trigram index `watches_inventory_search_idx`. */
const SEARCH_TEXT = `("watch"."brand" || ' ' || "watch"."model" || ' ' || "watch"."reference")`;

/** The next `limit` rows of a watch query by id after `afterId` (its own order replaced): a catalogue read in pages. */
const byIdAfter = (query: SelectQueryBuilder<WatchEntity>, afterId: number, limit: number) =>
  query.andWhere('watch.id > :afterId', { afterId }).orderBy('watch.id').limit(limit);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The catalogue's watches, read-only: they are written inside the core's writers alone (`WatchStore`). */
@Injectable()
export class WatchesRepository {
  constructor(@InjectRepository(WatchEntity) protected readonly watches: Repository<WatchEntity>) {}

  /** Every watch a visitor may see in a list, newest first. */
  findAll(): Promise<WatchEntity[]> {
    return this.listedWatches().getMany();
  }

  findFeatured(): Promise<WatchEntity[]> {
    return this.listedWatches().andWhere('watch.featured = true').getMany();
  }

  findByCollection(collectionId: number): Promise<WatchEntity[]> {
    return this.listedWatches().andWhere('watch.collectionId = :collectionId', { collectionId }).getMany();
  }

  /**
   * The public lists' query: watches with their collection, newest first, sold ones left out (their pages stay;
   * docs/storefront.md). Every public list starts from it, so the rule lives here only.
   */
  listedWatches(): SelectQueryBuilder<WatchEntity> {
    return this.withCollection()
      .where("watch.availability <> 'sold'")
      .orderBy('watch.createdAt', 'DESC')
      .addOrderBy('watch.id', 'DESC');
  }

  /** Every watch, sold ones included: the admin's list. */
  findAllIncludingSold(): Promise<WatchEntity[]> {
    return this.withCollection().orderBy('watch.createdAt', 'DESC').addOrderBy('watch.id', 'DESC').getMany();
  }

  /** The next `limit` listed watches by id after `afterId`: the whole list read a page at a time (the merchant feed). */
  findListedAfter(afterId: number, limit: number): Promise<WatchEntity[]> {
    return byIdAfter(this.listedWatches(), afterId, limit).getMany();
  }

  /** How many watches have a page: every one, sold ones included (a sold watch's page stays). */
  countAll(): Promise<number> {
    return this.watches.count();
  }

  /** The slugs of the watch pages by id, `limit` of them from the `offset`-th: one file of the sitemap. */
  async findSlugs(offset: number, limit: number): Promise<string[]> {
    const rows: { slug: string }[] = await this.watches.createQueryBuilder('watch').select('watch.slug', 'slug').orderBy('watch.id').offset(offset).limit(limit).getRawMany();
    return rows.map((row) => row.slug);
  }

  /** One page of the inventory: searched in brand, model and reference (every word), filtered and sorted. */
  findInventoryPage(query: InventoryPageQuery): Promise<[WatchEntity[], number]> {
    const page = this.inventoryQuery(query);
    // The page and the number of matches on two connections at once: the count reads every match.
    return Promise.all([page.getMany(), page.getCount()]);
  }

  /** The inventory page's query; the search uses the trigram index `watches_inventory_search_idx`. */
  inventoryQuery(query: InventoryPageQuery): SelectQueryBuilder<WatchEntity> {
    const builder = this.withCollection();
    const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean);
    words.forEach((word, index) => builder.andWhere(`${SEARCH_TEXT} ILIKE :word${index}`, { [`word${index}`]: `%${escapeLike(word)}%` }));
    if (query.collectionId !== undefined) builder.andWhere('watch.collectionId = :collectionId', { collectionId: query.collectionId });
    if (query.availability !== undefined) builder.andWhere('watch.availability = :availability', { availability: query.availability });
    if (query.featured !== undefined) builder.andWhere('watch.featured = :featured', { featured: query.featured });
    if (query.ebayPriceDiffers !== undefined) builder.andWhere(query.ebayPriceDiffers ? ebayPriceDiffersSql('watch') : `NOT ${ebayPriceDiffersSql('watch')}`);
    const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
    return builder
      .orderBy(SORT_SQL[query.sort], direction)
      .addOrderBy('watch.id', direction)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize);
  }

  /** The listed watches of `ids`, in no particular order. */
  findListedByIds(ids: readonly number[]): Promise<WatchEntity[]> {
    return this.listedWatches().andWhere('watch.id = ANY(:ids)', { ids }).getMany();
  }

  /** The newest listed watches, at most `limit`. */
  findNewest(limit: number): Promise<WatchEntity[]> {
    return this.listedWatches().take(limit).getMany();
  }

  /**
   * Listed watches with their creation time to the microsecond, which the storefront's search index is built
   * from (docs/search.md, "The index"): those of `ids` still listed, or the next `limit` by id after `afterId`
   * (the whole catalogue is read in such pages).
   */
  findSearchEntries(which: { ids: readonly number[] } | { afterId: number; limit: number }): Promise<WatchSearchEntry[]> {
    const query = this.listedWatches();
    if ('ids' in which) query.andWhere('watch.id = ANY(:ids)', { ids: which.ids });
    // Pages by id (replacing the lists' newest-first order): the index sorts its watches itself.
    else byIdAfter(query, which.afterId, which.limit);
    return withMicroseconds(query, { createdAtUs: 'watch.created_at' });
  }

  /**
   * The watches available now that became available after `after` and by `until` (the database's times), with
   * both times to the microsecond: what the search alerts match (docs/search-alerts.md).
   */
  findNewlyAvailable(after: Date, until: Date): Promise<NewlyAvailableWatch[]> {
    const query = this.listedWatches()
      .andWhere("watch.availability = 'available'")
      .andWhere('watch.availableSince > :after AND watch.availableSince <= :until', { after, until });
    return withMicroseconds(query, { createdAtUs: 'watch.created_at', availableSinceUs: 'watch.available_since' });
  }

  /**
   * Up to `limit` other available watches (not on hold, not sold) of the same brand (letter case aside) or
   * in the same collection, nearest in price first, then newest: one query (docs/storefront.md, watch page).
   */
  findSimilar(watch: Pick<WatchEntity, 'id' | 'brand' | 'collectionId' | 'price'>, limit: number): Promise<WatchEntity[]> {
    return this.withCollection()
      .where("watch.availability = 'available'")
      .andWhere('watch.id <> :id', { id: watch.id })
      .andWhere('(lower(watch.brand) = lower(:brand) OR watch.collectionId = :collectionId)', { brand: watch.brand, collectionId: watch.collectionId })
      .orderBy('abs(watch.price - CAST(:price AS numeric))', 'ASC')
      .addOrderBy('watch.createdAt', 'DESC')
      .addOrderBy('watch.id', 'DESC')
      .setParameter('price', watch.price)
      .limit(limit)
      .getMany();
  }

  findBySlug(slug: string): Promise<WatchEntity | null> {
    return this.watches.findOne({ where: { slug }, relations: { collection: true } });
  }

  findById(id: number): Promise<WatchEntity | null> {
    return this.watches.findOne({ where: { id }, relations: { collection: true } });
  }

  /** The watch imported from this listing of this marketplace, if any. */
  findBySource(source: string, sourceId: string): Promise<WatchEntity | null> {
    return this.watches.findOneBy({ source, sourceId });
  }

  isSlugTaken(slug: string): Promise<boolean> {
    return this.watches.existsBy({ slug });
  }

  countInCollection(collectionId: number): Promise<number> {
    return this.watches.countBy({ collectionId });
  }

  private withCollection(): SelectQueryBuilder<WatchEntity> {
    return this.watches.createQueryBuilder('watch').leftJoinAndSelect('watch.collection', 'collection');
  }
}
