import { LIMITS } from '@caliber/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: LIMITS.username, unique: true })
  username!: string;

  /** argon2id hash (PHC string); never the password itself. */
  @Column({ name: 'password', type: 'text' })
  passwordHash!: string;

  /** The TOTP secret once enrolment is confirmed, sealed like the eBay tokens (`sealSecret`); null: no second factor. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecret!: string | null;

  /** A secret made for enrolment, sealed too, waiting for the first code from the authenticator. */
  @Column({ name: 'totp_pending_secret', type: 'text', nullable: true })
  totpPendingSecret!: string | null;

  /** The 30-second step of the last code accepted: a code is used once, and never one older (RFC 6238, 5.2). */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
