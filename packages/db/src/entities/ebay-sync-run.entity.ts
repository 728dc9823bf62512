import { EBAY_SYNC_TRIGGERS, type EbaySyncChange, type EbaySyncError, type EbaySyncTrigger } from '@caliber/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { oneOf } from './one-of.js';

/** One run of the eBay sync, as the dashboard shows the last one (docs/ebay-sync.md). */
@Entity('ebay_sync_runs')
@Check('ebay_sync_runs_trigger_check', oneOf('trigger', EBAY_SYNC_TRIGGERS))
@Index('ebay_sync_runs_finished_at_idx', ['finishedAt'])
export class EbaySyncRunEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 16 })
  trigger!: EbaySyncTrigger;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt!: Date;

  @Column({ type: 'integer' })
  checked!: number;

  /** Watches left for a later run because the day's eBay call budget would run out. */
  @Column({ type: 'integer' })
  waiting!: number;

  @Column({ type: 'jsonb' })
  changes!: EbaySyncChange[];

  @Column({ type: 'jsonb' })
  errors!: EbaySyncError[];

  /** Too many listings ended at once: none was sold, they wait for the operator (`isSuspectSyncRun` in contracts). */
  @Column({ type: 'boolean', default: false })
  suspect!: boolean;
}
