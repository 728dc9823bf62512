import type { ViewingDayHours, Weekday } from '@caliber/contracts';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The operator's viewing hours (docs/viewings.md): one row, id 1, edited from the back office's Viewings tab. */
@Entity('viewing_settings')
@Check('viewing_settings_one_row', 'id = 1')
export class ViewingSettingsEntity {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  /** Each weekday's `{open, close}` (HH:MM in BUSINESS_TIMEZONE), or null when closed. */
  @Column({ type: 'jsonb' })
  hours!: Record<Weekday, ViewingDayHours | null>;

  @Column({ name: 'slot_minutes', type: 'integer' })
  slotMinutes!: number;

  /** `YYYY-MM-DD` dates with no viewings. */
  @Column({ name: 'closed_days', type: 'jsonb' })
  closedDays!: string[];

  @Column({ name: 'book_ahead_days', type: 'integer' })
  bookAheadDays!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
