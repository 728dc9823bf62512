import type { WatchInventoryQuery, WatchSortColumn } from '@caliber/contracts';
import { ebayPriceDiffersSql, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { SEARCH_MATCHES_SQL, type SearchParameters } from './watch-search.sql.js';

/** A listed watch with its search terms, as PostgreSQL reads them. */
export interface WatchSearchEntry {
  watch: WatchEntity;
  /** The lexemes of the brand and model (`to_tsvector('simple', …)`). */
  terms: string[];
  /** The reference's letters and digits, lower case (`watch_reference_key`). */
  referenceKey: string;
  /** `created_at` in microseconds since 1970, as stored. */
  createdAtUs: number;
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
   * Listed watches with the search's terms as PostgreSQL reads them: the lexemes of
   * `to_tsvector('simple', brand || ' ' || model)` and the reference key. The storefront's search index is
   * built from these (docs/search.md, "The index"). Those of `ids` still listed, or the next `limit` by id
   * after `afterId` (the whole catalogue is read in such pages).
   */
  async findSearchEntries(which: { ids: readonly number[] } | { afterId: number; limit: number }): Promise<WatchSearchEntry[]> {
    const query = this.listedWatches()
      .addSelect(`tsvector_to_array(to_tsvector('simple', watch.brand || ' ' || watch.model))`, 'search_terms')
      .addSelect('watch_reference_key(watch.reference)', 'search_reference_key')
      // The microseconds a Date drops: the search's ties are ordered by the stored time.
      .addSelect('(extract(epoch FROM watch.created_at) * 1000000)::float8', 'search_created_us');
    if ('ids' in which) query.andWhere('watch.id = ANY(:ids)', { ids: which.ids });
    // Pages by id (replacing the lists' newest-first order): the index sorts its watches itself.
    else byIdAfter(query, which.afterId, which.limit);
    const { entities, raw } = await query.getRawAndEntities<{ watch_id: number; search_terms: string[]; search_reference_key: string; search_created_us: number }>();
    const rawById = new Map(raw.map((row) => [row.watch_id, row]));
    return entities.map((watch) => {
      const row = rawById.get(watch.id)!;
      return { watch, terms: row.search_terms, referenceKey: row.search_reference_key, createdAtUs: row.search_created_us };
    });
  }

  /** The words of every brand, sold watches' included, which a misspelt search word may stand for (docs/search.md). */
  async findBrandWords(): Promise<string[]> {
    const rows: { word: string }[] = await this.watches.query(
      `SELECT DISTINCT word FROM (SELECT DISTINCT lower(brand) AS brand FROM watches) brands, regexp_split_to_table(brand, '[^[:alnum:]]+') AS word WHERE word <> ''`,
    );
    return rows.map((row) => row.word);
  }

  /** The search's one statement (its plan is checked on 10,000 watches: bff/test/search.spec.ts). */
  searchQuery(text: string, limit: number): SelectQueryBuilder<WatchEntity> {
    const parameters: SearchParameters = { searchText: text, searchLimit: limit };
    return this.withCollection()
      .addCommonTableExpression(SEARCH_MATCHES_SQL, 'search_matches')
      .innerJoin('search_matches', 'match', 'match.id = watch.id')
      .setParameters(parameters)
      .orderBy('match.rank', 'DESC')
      .addOrderBy('watch.createdAt', 'DESC')
      .addOrderBy('watch.id', 'DESC');
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
