import { SEARCH_ALERTS, type AlertSearch } from '@caliber/contracts';
import { SearchAlertEntity, type SearchAlertConfirmation } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

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

/** The alert's one key for an address: collection, text and filters. */
const searchKeyOf = (search: AlertSearch, collectionId: number | null) => `${collectionId ?? ''}|${search.q}|${search.filters}`;

/** Search alerts: pending until confirmed, then matched by the worker (docs/search-alerts.md). */
@Injectable()
export class SearchAlertsRepository {
  constructor(@InjectRepository(SearchAlertEntity) private readonly alerts: Repository<SearchAlertEntity>) {}

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

  /** Confirms the sign-up a link names, unless a later one replaced it or it lapsed; true when it is (or was already) confirmed. */
  async confirm({ id, requestedAt }: SearchAlertConfirmation, now: Date): Promise<boolean> {
    const rows: [unknown[], number] = await this.alerts.query(
      `UPDATE search_alerts SET confirmed_at = now(), checked_at = now()
       WHERE id = $1 AND confirm_requested_at = $2 AND confirm_requested_at > $3 AND confirmed_at IS NULL
       RETURNING id`,
      [id, requestedAt, new Date(now.getTime() - SEARCH_ALERTS.confirmMs)],
    );
    // TypeORM answers an UPDATE with [rows, affected count].
    if (rows[1] > 0) return true;
    const already: unknown[] = await this.alerts.query(
      'SELECT 1 FROM search_alerts WHERE id = $1 AND confirm_requested_at = $2 AND confirmed_at IS NOT NULL',
      [id, requestedAt],
    );
    return already.length > 0;
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
}
