import { INQUIRY_STATUSES, LIMITS, type InquiryKind, type InquiryStatus, type TradeInAnswers } from '@caliber/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { oneOf } from './one-of.js';
import type { WatchEntity } from './watch.entity.js';

@Entity('inquiries')
@Index('inquiries_created_at_idx', ['createdAt'])
@Index('inquiries_watch_idx', ['watchId'])
@Index('inquiries_status_kind_created_at_idx', ['status', 'kind', 'createdAt'])
@Check('inquiries_status_check', oneOf('status', INQUIRY_STATUSES))
export class InquiryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 16, default: 'watch' })
  kind!: InquiryKind;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  status!: InquiryStatus;

  @Column({ type: 'varchar', length: LIMITS.name })
  name!: string;

  @Column({ type: 'varchar', length: LIMITS.email })
  email!: string;

  @Column({ type: 'varchar', length: LIMITS.phone, nullable: true })
  phone!: string | null;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'watch_id', type: 'integer', nullable: true })
  watchId!: number | null;

  @ManyToOne('WatchEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'watch_id', foreignKeyConstraintName: 'inquiries_watch_id_fkey' })
  watch?: Relation<WatchEntity> | null;

  @Column({ name: 'watch_brand', type: 'varchar', length: LIMITS.watchText, nullable: true })
  watchBrand!: string | null;

  @Column({ name: 'watch_model', type: 'varchar', length: LIMITS.watchText, nullable: true })
  watchModel!: string | null;

  @Column({ name: 'watch_reference', type: 'varchar', length: LIMITS.watchText, nullable: true })
  watchReference!: string | null;

  /** A trade-in request's answers, stored as the form checked them; null for other kinds (docs/api.md). */
  @Column({ name: 'trade_in', type: 'jsonb', nullable: true })
  tradeIn!: TradeInAnswers | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When the operator's alert e-mail went out; null until then (or when alerts are off). */
  @Column({ name: 'alerted_at', type: 'timestamptz', nullable: true })
  alertedAt!: Date | null;
}
