import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An address that said "this was not me" from a confirmation e-mail: never written to again
 * (docs/security.md, "Mail to strangers"). Kept as the SHA-256 of the normalised address, not the address.
 */
@Entity('mail_suppressions')
export class MailSuppressionEntity {
  /** Hex SHA-256 of the address trimmed and lower-cased (`addressHash`). */
  @PrimaryColumn({ name: 'address_hash', type: 'varchar', length: 64 })
  addressHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
