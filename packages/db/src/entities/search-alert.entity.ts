import { LIMITS, SEARCH } from '@caliber/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { CollectionEntity } from './collection.entity.js';

/**
 * An address's alert for a search of the catalogue (docs/search-alerts.md): pending until confirmed by
 * its e-mail's link; then the worker matches it against the watches that became available since
 * `checked_at`.
 */
@Entity('search_alerts')
/** One alert per address and search: asking again changes nothing (`search_key`: collection, text and filters). */
@Unique('search_alerts_email_search_uq', ['email', 'searchKey'])
/** The worker reads the confirmed alerts, and forgets the pending ones that lapsed. */
@Index('search_alerts_confirmed_idx', ['confirmedAt'])
export class SearchAlertEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Trimmed and lower-cased, as the newsletter keeps addresses. */
  @Column({ type: 'varchar', length: LIMITS.email })
  email!: string;

  /** The search text, normalized and lower-cased (`searchKey`); '' for none. */
  @Column({ name: 'search_text', type: 'varchar', length: SEARCH.maxLength, default: '' })
  searchText!: string;

  /** The filters as the catalogue's query string names them, canonical (`alertFilterQuery`); '' for none. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  filters!: string;

  /** The collection page it was asked on; null for every collection. */
  @Index('search_alerts_collection_idx')
  @Column({ name: 'collection_id', type: 'integer', nullable: true })
  collectionId!: number | null;

  @ManyToOne('CollectionEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'collection_id', foreignKeyConstraintName: 'search_alerts_collection_id_fkey' })
  collection?: Relation<CollectionEntity> | null;

  /** Collection, text and filters in one key, for the address's one alert per search. */
  @Column({ name: 'search_key', type: 'varchar', length: 1200 })
  searchKey!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** When the latest confirmation e-mail was asked for; its link names this time. */
  @Column({ name: 'confirm_requested_at', type: 'timestamptz' })
  confirmRequestedAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** Watches available since this time are the ones not yet matched. */
  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true })
  checkedAt!: Date | null;

  /** When it last sent an e-mail; an address gets at most one a day. */
  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt!: Date | null;
}
