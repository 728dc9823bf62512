import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in, counted per client address and per username by the sign-in limiter. */
@Entity('sign_in_attempts')
@Index('sign_in_attempts_key_idx', ['key', 'attemptedAt'])
export class SignInAttemptEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  key!: string;

  @Column({ name: 'attempted_at', type: 'timestamptz', default: () => 'now()' })
  attemptedAt!: Date;
}
