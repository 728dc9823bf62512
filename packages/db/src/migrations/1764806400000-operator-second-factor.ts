import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The operator's second factor (docs/security.md): a sealed TOTP secret, the last step used, and hashed recovery codes. */
export class OperatorSecondFactor1764806400000 implements MigrationInterface {
  name = 'OperatorSecondFactor1764806400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN totp_secret text, ADD COLUMN totp_pending_secret text, ADD COLUMN totp_last_step bigint`);
    await queryRunner.query(
      `CREATE TABLE recovery_codes (
         user_id integer NOT NULL,
         code_hash varchar(64) NOT NULL,
         CONSTRAINT recovery_codes_pkey PRIMARY KEY (user_id, code_hash),
         CONSTRAINT recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE recovery_codes`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN totp_last_step, DROP COLUMN totp_pending_secret, DROP COLUMN totp_secret`);
  }
}
