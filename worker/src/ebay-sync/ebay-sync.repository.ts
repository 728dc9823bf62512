import { EbaySyncRunEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';

/** What the sync reads of a watch imported from eBay. */
export type SyncedWatch = Pick<
  WatchEntity,
  'id' | 'brand' | 'model' | 'reference' | 'slug' | 'price' | 'availability' | 'ebayPrice' | 'ebayPriceSettled'
> & { sourceId: string };

// Runs older than this are forgotten: the dashboard shows the last one.
const KEEP_RUNS_DAYS = 30;

/** The watches the eBay sync checks, what it writes of them, and its runs (docs/ebay-sync.md). */
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

  /** Records eBay's price at this check (null: the listing shows none); `settled` is the eBay price no longer to flag. */
  async recordPrice(id: number, ebayPrice: string | null, settled: string | null, at: Date): Promise<void> {
    await this.watches.update({ id }, { checkedOnEbayAt: at, ebayPrice, ebayPriceSettled: settled });
  }

  /**
   * Marks the watch sold, unless the operator set its availability by hand after the sync last set it;
   * either way it counts as checked. True when it was marked.
   */
  async markSoldUnlessSetByHand(id: number, at: Date): Promise<boolean> {
    const result = await this.watches
      .createQueryBuilder()
      .update()
      .set({ availability: 'sold', availabilitySyncedAt: at, checkedOnEbayAt: at })
      .where('id = :id', { id })
      .andWhere("availability <> 'sold'")
      .andWhere('(availability_set_by_hand_at IS NULL OR availability_set_by_hand_at <= availability_synced_at)')
      .execute();
    if ((result.affected ?? 0) > 0) return true;
    await this.watches.update({ id }, { checkedOnEbayAt: at });
    return false;
  }

  async saveRun(run: Omit<EbaySyncRunEntity, 'id'>): Promise<void> {
    await this.runs.insert(run);
    await this.runs
      .createQueryBuilder()
      .delete()
      .where(`finished_at < now() - make_interval(days => :days)`, { days: KEEP_RUNS_DAYS })
      .execute();
  }

  private toCheck() {
    return this.watches
      .createQueryBuilder('watch')
      .where("watch.source = 'ebay'")
      .andWhere('watch.sourceId IS NOT NULL')
      .andWhere("watch.availability <> 'sold'");
  }
}
