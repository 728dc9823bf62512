import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions remember when they were last used (idle timeout); failed sign-ins become counters per key. */
export class SessionIdleAndSignInCounters1764190000000 implements MigrationInterface {
  name = 'SessionIdleAndSignInCounters1764190000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await queryRunner.query(`DROP TABLE sign_in_attempts`);
    await queryRunner.query(`
      CREATE TABLE sign_in_counters (
        key varchar(200) PRIMARY KEY,
        tries integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_counters_window_ends_at_idx ON sign_in_counters (window_ends_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_in_counters`);
    await queryRunner.query(`
      CREATE TABLE sign_in_attempts (
        id serial PRIMARY KEY,
        key varchar(200) NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_attempts_key_idx ON sign_in_attempts (key, attempted_at)`);
    await queryRunner.query(`DROP INDEX sessions_user_id_idx`);
    await queryRunner.query(`ALTER TABLE sessions DROP COLUMN last_seen_at`);
  }
}
