import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EbayTokens1764028800000 implements MigrationInterface {
  name = 'EbayTokens1764028800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ebay_tokens (
        id smallint PRIMARY KEY CHECK (id = 1),
        access_token text NOT NULL,
        access_expires_at timestamptz NOT NULL,
        refresh_token text NOT NULL,
        refresh_expires_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ebay_auth_states (
        state_hash varchar(64) PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ebay_auth_states`);
    await queryRunner.query(`DROP TABLE ebay_tokens`);
  }
}
