import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The connected eBay account's tokens, one row (id 1). Token columns hold AES-256-GCM ciphertext
 * (see `sealSecret`), never the tokens themselves.
 */
@Entity('ebay_tokens')
@Check('ebay_tokens_id_check', 'id = 1')
export class EbayTokenEntity {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ name: 'access_token', type: 'text' })
  accessToken!: string;

  @Column({ name: 'access_expires_at', type: 'timestamptz' })
  accessExpiresAt!: Date;

  @Column({ name: 'refresh_token', type: 'text' })
  refreshToken!: string;

  @Column({ name: 'refresh_expires_at', type: 'timestamptz', nullable: true })
  refreshExpiresAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
