import { SEARCH_ALERTS, type AlertSearch } from '@caliber/contracts';
import { SearchAlertEntity, type SearchAlertConfirmation, type WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, Not, type Repository } from 'typeorm';
import { WatchesRepository } from '../watches/watches.repository.js';

/** A search and how many addresses asked for it, as the back office lists them. */
export interface SearchAlertGroupRow {
  search_text: string;
  filters: string;
  collection_name: string | null;
  collection_slug: string | null;
  confirmed: number;
  pending: number;
  latest_at: Date;
}

/** What a confirmation link did: confirmed (now or before), refused for the address's cap, or nothing (void or lapsed). */
export type SearchAlertConfirmOutcome = 'confirmed' | 'full' | 'void';

/** The alert's one key for an address: collection, text and filters. */
const searchKeyOf = (search: AlertSearch, collectionId: number | null) => `${collectionId ?? ''}|${search.q}|${search.filters}`;

/**
 * Search alerts (docs/search-alerts.md): the BFF records and confirms them, the worker matches the confirmed
 * ones against the watches that became available.
 */
@Injectable()
export class SearchAlertsRepository {
  constructor(
    @InjectRepository(SearchAlertEntity) private readonly alerts: Repository<SearchAlertEntity>,
    private readonly catalogue: WatchesRepository,
  ) {}

  /**
   * Records a sign-up: a new alert is stored pending; a pending one whose confirmation lapsed asks anew.
   * The sign-up to confirm, or null when nothing is to be sent (confirmed already, or a confirmation still
   * open). One statement either way, so both take the same time.
   */
  async requestConfirmation(email: string, search: AlertSearch, collectionId: number | null, now: Date): Promise<SearchAlertConfirmation | null> {
    const rows: { id: number }[] = await this.alerts.query(
      `INSERT INTO search_alerts (email, search_text, filters, collection_id, search_key, confirm_requested_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (email, search_key) DO UPDATE SET confirm_requested_at = EXCLUDED.confirm_requested_at
         WHERE search_alerts.confirmed_at IS NULL AND search_alerts.confirm_requested_at <= $7
       RETURNING id`,
      [email, search.q, search.filters, collectionId, searchKeyOf(search, collectionId), now, new Date(now.getTime() - SEARCH_ALERTS.confirmMs)],
    );
    return rows[0] ? { id: rows[0].id, requestedAt: now } : null;
  }

  /**
   * Confirms the sign-up a link names, unless a later one replaced it or it lapsed, or the address has
   * `SEARCH_ALERTS.confirmedPerAddress` confirmed alerts already ('full'). 'confirmed' when it is (or was already) confirmed.
   */
  async confirm({ id, requestedAt }: SearchAlertConfirmation, now: Date): Promise<SearchAlertConfirmOutcome> {
    const lapsedBefore = new Date(now.getTime() - SEARCH_ALERTS.confirmMs);
    const rows: [unknown[], number] = await this.alerts.query(
      `UPDATE search_alerts a SET confirmed_at = now(), checked_at = now()
       WHERE id = $1 AND confirm_requested_at = $2 AND confirm_requested_at > $3 AND confirmed_at IS NULL
         AND (SELECT count(*) FROM search_alerts c WHERE c.email = a.email AND c.confirmed_at IS NOT NULL) < $4
       RETURNING id`,
      [id, requestedAt, lapsedBefore, SEARCH_ALERTS.confirmedPerAddress],
    );
    // TypeORM answers an UPDATE with [rows, affected count].
    if (rows[1] > 0) return 'confirmed';
    const [found]: { confirmed: boolean; open: boolean }[] = await this.alerts.query(
      'SELECT confirmed_at IS NOT NULL AS confirmed, confirm_requested_at > $3 AS open FROM search_alerts WHERE id = $1 AND confirm_requested_at = $2',
      [id, requestedAt, lapsedBefore],
    );
    if (!found) return 'void';
    return found.confirmed ? 'confirmed' : found.open ? 'full' : 'void';
  }

  /** How many confirmed alerts the address has. */
  countConfirmed(email: string): Promise<number> {
    return this.alerts.count({ where: { email, confirmedAt: Not(IsNull()) } });
  }

  /** The brand as the catalogue spells it, when a watch (sold ones included) has it, letter case aside; else null. */
  async catalogueBrand(brand: string): Promise<string | null> {
    const [row]: { brand: string }[] = await this.alerts.query('SELECT brand FROM watches WHERE lower(brand) = lower($1) ORDER BY id LIMIT 1', [brand]);
    return row?.brand ?? null;
  }

  /** Every alert of an address, oldest first, with its collection. */
  findByEmail(email: string): Promise<SearchAlertEntity[]> {
    return this.alerts.find({ where: { email }, relations: { collection: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Deletes an alert (of this address, when one is given); deleting it twice is no error. */
  async delete(id: number, email?: string): Promise<void> {
    await this.alerts.delete(email === undefined ? { id } : { id, email });
  }

  /** The searches asked for, most wanted first: how many addresses confirmed each, how many wait to. */
  groupBySearch(): Promise<SearchAlertGroupRow[]> {
    return this.alerts.query(
      `SELECT a.search_text, a.filters, c.name AS collection_name, c.slug AS collection_slug,
              count(*) FILTER (WHERE a.confirmed_at IS NOT NULL)::int AS confirmed,
              count(*) FILTER (WHERE a.confirmed_at IS NULL)::int AS pending,
              max(a.created_at) AS latest_at
       FROM search_alerts a LEFT JOIN collections c ON c.id = a.collection_id
       GROUP BY a.search_text, a.filters, c.id
       ORDER BY confirmed DESC, latest_at DESC`,
    );
  }

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
