import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminAccessAndUploads1763856000000 implements MigrationInterface {
  name = 'AdminAccessAndUploads1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sessions (
        token_hash varchar(64) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE sign_in_attempts (
        id serial PRIMARY KEY,
        key varchar(200) NOT NULL,
        attempted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_attempts_key_idx ON sign_in_attempts (key, attempted_at)`);
    await queryRunner.query(`
      CREATE TABLE uploads (
        id varchar(40) PRIMARY KEY,
        extension varchar(8) NOT NULL,
        filename varchar(255) NOT NULL,
        content_type varchar(40) NOT NULL,
        size integer NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        compressed_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX uploads_created_at_idx ON uploads (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE uploads`);
    await queryRunner.query(`DROP TABLE sign_in_attempts`);
    await queryRunner.query(`DROP TABLE sessions`);
  }
}
