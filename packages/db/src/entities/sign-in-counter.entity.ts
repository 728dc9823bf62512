import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Sign-in tries counted under one key (a username and address, an address, a username) until the window
 * ends; the BFF's sign-in limiter counts with one upsert, so concurrent tries each see their own count.
 * A `signed-in:` key counts an address's sign-ins as a username, and keeps it known while its window lasts.
 */
@Entity('sign_in_counters')
export class SignInCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key!: string;

  @Column({ type: 'integer' })
  tries!: number;

  @Index('sign_in_counters_window_ends_at_idx')
  @Column({ name: 'window_ends_at', type: 'timestamptz' })
  windowEndsAt!: Date;
}
