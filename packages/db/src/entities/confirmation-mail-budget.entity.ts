import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The confirmation e-mails (newsletter and search alerts together) an address was sent in the last 24 hours
 * (`MAIL_RECIPIENTS`, docs/security.md): one row per address, taken with one upsert so concurrent sign-ups
 * each see the others' sends. Rows with no send in the window are swept.
 */
@Entity('confirmation_mail_budgets')
export class ConfirmationMailBudgetEntity {
  /** Hex SHA-256 of the address trimmed and lower-cased (`addressHash`). */
  @PrimaryColumn({ name: 'address_hash', type: 'varchar', length: 64 })
  addressHash!: string;

  /** When each confirmation of the window was queued, oldest first. */
  @Column({ name: 'sent_at', type: 'timestamptz', array: true })
  sentAt!: Date[];

  @Index('confirmation_mail_budgets_last_sent_at_idx')
  @Column({ name: 'last_sent_at', type: 'timestamptz' })
  lastSentAt!: Date;
}
