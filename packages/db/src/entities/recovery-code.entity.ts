import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { UserEntity } from './user.entity.js';

/**
 * One of an operator's one-time recovery codes for the second factor: only its SHA-256 is stored (the codes
 * are random, 50 bits each, so a fast hash suffices); the row goes when the code is used (docs/security.md).
 */
@Entity('recovery_codes')
export class RecoveryCodeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @PrimaryColumn({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash!: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'recovery_codes_user_id_fkey' })
  user?: Relation<UserEntity>;
}
