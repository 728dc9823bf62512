import { LIMITS } from '@caliber/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('subscriptions')
/** The worker's sweep of sign-ups left unconfirmed reads only pending rows (docs/mail.md). */
@Index('subscriptions_pending_idx', ['confirmRequestedAt'], { where: 'confirmed_at IS NULL' })
export class SubscriptionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stored trimmed and lower-cased, so one address subscribes once. */
  @Column({ type: 'varchar', length: LIMITS.email, unique: true })
  email!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** When the address confirmed its sign-up (docs/mail.md); null while pending. Only confirmed ones get the newsletter. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** When the latest confirmation e-mail was asked for; its link names this time, so an older link is void. */
  @Column({ name: 'confirm_requested_at', type: 'timestamptz', nullable: true })
  confirmRequestedAt!: Date | null;

  /** When the subscriber left through the unsubscribe link; null while subscribed. */
  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;
}
