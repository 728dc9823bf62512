import { LIMITS } from '@caliber/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('subscriptions')
export class SubscriptionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Stored trimmed and lower-cased, so one address subscribes once. */
  @Column({ type: 'varchar', length: LIMITS.email, unique: true })
  email!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** When the subscriber left through the unsubscribe link; null while subscribed. */
  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;
}
