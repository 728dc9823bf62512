import { ebayPriceDiffersSql, EbaySyncRunEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

/** What the sync reads of a watch imported from eBay. */
export type SyncedWatch = Pick<
  WatchEntity,
  'id' | 'brand' | 'model' | 'reference' | 'slug' | 'price' | 'availability' | 'ebayPrice' | 'ebayPriceSettled'
> & { sourceId: string };

// Runs older than this are forgotten: the dashboard shows the last one.
const KEEP_RUNS_DAYS = 30;

/**
 * The eBay sync's side of the catalogue (docs/ebay-sync.md): the watches it checks, the ones whose eBay price
 * differs, the ones a suspect run held, and its runs. What it changes of a watch goes through the WatchWriter.
 */
@Injectable()
export class EbaySyncRepository {
  constructor(
    @InjectRepository(WatchEntity) private readonly watches: Repository<WatchEntity>,
    @InjectRepository(EbaySyncRunEntity) private readonly runs: Repository<EbaySyncRunEntity>,
  ) {}

  /** Watches imported from eBay and not sold: a sold watch stays sold whatever eBay says. */
  countToCheck(): Promise<number> {
    return this.toCheck().getCount();
  }

  /** The `limit` watches to check first: never checked, then the least recently checked. */
  async leastRecentlyChecked(limit: number): Promise<SyncedWatch[]> {
    if (limit <= 0) return [];
    const rows = await this.toCheck()
      .select(['watch.id', 'watch.brand', 'watch.model', 'watch.reference', 'watch.slug', 'watch.price', 'watch.availability'])
      .addSelect(['watch.sourceId', 'watch.ebayPrice', 'watch.ebayPriceSettled'])
      .orderBy('watch.checkedOnEbayAt', 'ASC', 'NULLS FIRST')
      .addOrderBy('watch.id', 'ASC')
      .limit(limit)
      .getMany();
    return rows as SyncedWatch[];
  }

  countPriceDifferences(): Promise<number> {
    return this.watches.createQueryBuilder('watch').where(ebayPriceDiffersSql('watch')).getCount();
  }

  /** Every watch whose eBay price differs, the most recently checked first. */
  findPriceDifferences(): Promise<WatchEntity[]> {
    return this.watches.createQueryBuilder('watch').where(ebayPriceDiffersSql('watch')).orderBy('watch.checkedOnEbayAt', 'DESC').addOrderBy('watch.id', 'DESC').getMany();
  }

  priceDiffers(id: number): Promise<boolean> {
    return this.watches.createQueryBuilder('watch').where('watch.id = :id', { id }).andWhere(ebayPriceDiffersSql('watch')).getExists();
  }

  /** Watches whose listing a suspect run found ended, waiting for the operator, the longest waiting first. */
  findEndedHeld(): Promise<WatchEntity[]> {
    return this.endedHeld().orderBy('watch.ebayEndedHeldAt', 'ASC').addOrderBy('watch.id', 'ASC').getMany();
  }

  countEndedHeld(): Promise<number> {
    return this.endedHeld().getCount();
  }

  isEndedHeld(id: number): Promise<boolean> {
    return this.endedHeld().andWhere('watch.id = :id', { id }).getExists();
  }

  findLastRun(): Promise<EbaySyncRunEntity | null> {
    return this.runs.createQueryBuilder('run').orderBy('run.finishedAt', 'DESC').addOrderBy('run.id', 'DESC').limit(1).getOne();
  }

  async saveRun(run: Omit<EbaySyncRunEntity, 'id'>): Promise<void> {
    await this.runs.insert(run);
    await this.runs
      .createQueryBuilder()
      .delete()
      .where(`finished_at < now() - make_interval(days => :days)`, { days: KEEP_RUNS_DAYS })
      .execute();
  }

  private endedHeld() {
    return this.watches.createQueryBuilder('watch').where('watch.ebayEndedHeldAt IS NOT NULL').andWhere("watch.availability <> 'sold'");
  }

  private toCheck() {
    return this.watches
      .createQueryBuilder('watch')
      .where("watch.source = 'ebay'")
      .andWhere('watch.sourceId IS NOT NULL')
      .andWhere("watch.availability <> 'sold'");
  }
}
