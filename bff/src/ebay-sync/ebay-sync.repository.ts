import { ebayPriceDiffersSql, EbaySyncRunEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

/** The eBay sync's runs and the watches whose eBay price differs (docs/ebay-sync.md). */
@Injectable()
export class EbaySyncRepository {
  constructor(
    @InjectRepository(EbaySyncRunEntity) private readonly runs: Repository<EbaySyncRunEntity>,
    @InjectRepository(WatchEntity) private readonly watches: Repository<WatchEntity>,
  ) {}

  findLastRun(): Promise<EbaySyncRunEntity | null> {
    return this.runs.createQueryBuilder('run').orderBy('run.finishedAt', 'DESC').addOrderBy('run.id', 'DESC').limit(1).getOne();
  }

  countPriceDifferences(): Promise<number> {
    return this.watches.createQueryBuilder('watch').where(ebayPriceDiffersSql('watch')).getCount();
  }

  /** Every watch whose eBay price differs, the most recently checked first. */
  findPriceDifferences(): Promise<WatchEntity[]> {
    return this.watches.createQueryBuilder('watch').where(ebayPriceDiffersSql('watch')).orderBy('watch.checkedOnEbayAt', 'DESC').addOrderBy('watch.id', 'DESC').getMany();
  }

  findWatch(id: number): Promise<WatchEntity | null> {
    return this.watches.findOneBy({ id });
  }

  priceDiffers(id: number): Promise<boolean> {
    return this.watches.createQueryBuilder('watch').where('watch.id = :id', { id }).andWhere(ebayPriceDiffersSql('watch')).getExists();
  }

  /** Takes eBay's price as the watch's, or keeps the watch's and settles eBay's: either way it is no longer flagged. */
  async settlePrice(id: number, ebayPrice: string, takeEbays: boolean): Promise<void> {
    await this.watches.update({ id }, takeEbays ? { price: ebayPrice, ebayPriceSettled: ebayPrice } : { ebayPriceSettled: ebayPrice });
  }
}
