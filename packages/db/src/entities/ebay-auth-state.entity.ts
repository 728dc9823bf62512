import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A pending 'Connect eBay account': the SHA-256 of the `state` sent to eBay, usable once until it expires. */
@Entity('ebay_auth_states')
export class EbayAuthStateEntity {
  @PrimaryColumn({ name: 'state_hash', type: 'varchar', length: 64 })
  stateHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
