import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An eBay sign-in's `state` belongs to the operator session that started it. */
export class EbayStatePerSession1764201600000 implements MigrationInterface {
  name = 'EbayStatePerSession1764201600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Pending sign-ins last minutes and have no session to tie them to: the operator starts again.
    await queryRunner.query(`DELETE FROM ebay_auth_states`);
    await queryRunner.query(`
      ALTER TABLE ebay_auth_states
        ADD COLUMN session_token_hash varchar(64) NOT NULL,
        ADD CONSTRAINT ebay_auth_states_session_token_hash_fkey
          FOREIGN KEY (session_token_hash) REFERENCES sessions (token_hash) ON DELETE CASCADE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ebay_auth_states DROP COLUMN session_token_hash`);
  }
}
