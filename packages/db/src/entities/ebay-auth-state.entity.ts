import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { SessionEntity } from './session.entity.js';

/**
 * A pending 'Connect eBay account': the SHA-256 of the `state` sent to eBay, usable once until it expires,
 * and only by the operator session that asked for it (signing out drops it).
 */
@Entity('ebay_auth_states')
export class EbayAuthStateEntity {
  @PrimaryColumn({ name: 'state_hash', type: 'varchar', length: 64 })
  stateHash!: string;

  @Column({ name: 'session_token_hash', type: 'varchar', length: 64 })
  sessionTokenHash!: string;

  @ManyToOne('SessionEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_token_hash', referencedColumnName: 'tokenHash', foreignKeyConstraintName: 'ebay_auth_states_session_token_hash_fkey' })
  session?: Relation<SessionEntity>;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
