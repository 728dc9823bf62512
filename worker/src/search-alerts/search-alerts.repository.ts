import { SEARCH_ALERTS } from '@caliber/contracts';
import { WatchesRepository } from '@caliber/core';
import { SearchAlertEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, Not, type Repository } from 'typeorm';

/**
 * Most matches of a search text read per alert: the storefront search's function caps its answer, newest
 * first, so the cap is the whole catalogue's order of size rather than a page's.
 */
const SEARCH_MATCHES_CAP = 10_000;

/** The worker's side of search alerts (docs/search-alerts.md). */
@Injectable()
export class SearchAlertsRepository {
  constructor(
    @InjectRepository(SearchAlertEntity) private readonly alerts: Repository<SearchAlertEntity>,
    private readonly catalogue: WatchesRepository,
  ) {}

  findById(id: number): Promise<SearchAlertEntity | null> {
    return this.alerts.findOne({ where: { id }, relations: { collection: true } });
  }

  findByIds(ids: number[]): Promise<SearchAlertEntity[]> {
    return this.alerts.find({ where: { id: In(ids) }, relations: { collection: true }, order: { id: 'ASC' } });
  }

  /** Forgets the alerts left unconfirmed for SEARCH_ALERTS.confirmMs; how many. */
  async forgetLapsed(now: Date): Promise<number> {
    const { affected } = await this.alerts.delete({ confirmedAt: IsNull(), confirmRequestedAt: LessThan(new Date(now.getTime() - SEARCH_ALERTS.confirmMs)) });
    return affected ?? 0;
  }

  /** Every confirmed alert, by address. */
  findConfirmed(): Promise<SearchAlertEntity[]> {
    return this.alerts.find({ where: { confirmedAt: Not(IsNull()) }, order: { email: 'ASC', id: 'ASC' } });
  }

  /** The database's clock, which `available_since` is written by. */
  async now(): Promise<Date> {
    const [row]: { now: Date }[] = await this.alerts.query('SELECT clock_timestamp() AS now');
    return row.now;
  }

  /**
   * The watches that became available in (`since`, `until`], in the alert's collection and matching its
   * text: the catalogue's own queries (the storefront search's `searchQuery`, docs/search.md, or the public
   * lists' `listedWatches`), narrowed here; the filters are the caller's, as the catalogue applies them.
   */
  newlyAvailable(alert: SearchAlertEntity, since: Date, until: Date): Promise<WatchEntity[]> {
    const query = alert.searchText ? this.catalogue.searchQuery(alert.searchText, SEARCH_MATCHES_CAP) : this.catalogue.listedWatches();
    query.andWhere("watch.availability = 'available'").andWhere('watch.availableSince > :since AND watch.availableSince <= :until', { since, until });
    if (alert.collectionId !== null) query.andWhere('watch.collectionId = :collectionId', { collectionId: alert.collectionId });
    return query.getMany();
  }

  /** Watches by id, sold ones and those gone left out (the public lists' rule), in the order asked. */
  async findUnsoldWatches(ids: number[]): Promise<WatchEntity[]> {
    if (ids.length === 0) return [];
    const found = await this.catalogue.listedWatches().andWhere('watch.id IN (:...ids)', { ids }).getMany();
    return ids.map((id) => found.find((watch) => watch.id === id)).filter((watch): watch is WatchEntity => watch !== undefined);
  }

  /** The alerts were matched up to `until`; those that sent an e-mail were mailed then. */
  async markChecked(ids: number[], until: Date, mailed: boolean): Promise<void> {
    if (ids.length === 0) return;
    await this.alerts.update({ id: In(ids) }, mailed ? { checkedAt: until, mailedAt: until } : { checkedAt: until });
  }
}
