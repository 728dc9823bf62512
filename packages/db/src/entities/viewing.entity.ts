import { LIMITS, VIEWING_STATUSES, type ViewingStatus } from '@caliber/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { oneOf } from './one-of.js';
import type { WatchEntity } from './watch.entity.js';

/**
 * A collector's viewing by appointment (docs/viewings.md). Two collectors never hold one slot: the unique
 * index on the start of the booked viewings refuses the second, whatever checked before.
 */
@Entity('viewings')
@Index('viewings_start_booked_uq', ['startAt'], { unique: true, where: `status = 'booked'` })
@Index('viewings_start_at_idx', ['startAt'])
@Check('viewings_status_check', oneOf('status', VIEWING_STATUSES))
export class ViewingEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'start_at', type: 'timestamptz' })
  startAt!: Date;

  @Column({ name: 'end_at', type: 'timestamptz' })
  endAt!: Date;

  @Column({ type: 'varchar', length: 16, default: 'booked' })
  status!: ViewingStatus;

  @Column({ type: 'varchar', length: LIMITS.name })
  name!: string;

  @Column({ type: 'varchar', length: LIMITS.email })
  email!: string;

  @Column({ type: 'varchar', length: LIMITS.phone })
  phone!: string;

  /** The watch to see; null for a general visit, or once the watch is deleted (its snapshot stays). */
  @Column({ name: 'watch_id', type: 'integer', nullable: true })
  watchId!: number | null;

  @ManyToOne('WatchEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'watch_id', foreignKeyConstraintName: 'viewings_watch_id_fkey' })
  watch?: Relation<WatchEntity> | null;

  @Column({ name: 'watch_brand', type: 'varchar', length: LIMITS.watchText, nullable: true })
  watchBrand!: string | null;

  @Column({ name: 'watch_model', type: 'varchar', length: LIMITS.watchText, nullable: true })
  watchModel!: string | null;

  @Column({ name: 'watch_reference', type: 'varchar', length: LIMITS.watchText, nullable: true })
  watchReference!: string | null;

  @Column({ name: 'watch_slug', type: 'varchar', length: LIMITS.slug, nullable: true })
  watchSlug!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;
}
