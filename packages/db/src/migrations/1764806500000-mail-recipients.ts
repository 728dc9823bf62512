import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail to strangers (docs/security.md): the addresses that said "this was not me", and each address's
 * confirmation e-mails of the last 24 hours, both kept by the SHA-256 of the address only.
 */
export class MailRecipients1764806500000 implements MigrationInterface {
  name = 'MailRecipients1764806500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE mail_suppressions (
      address_hash varchar(64) PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE TABLE confirmation_mail_budgets (
      address_hash varchar(64) PRIMARY KEY,
      sent_at timestamptz[] NOT NULL,
      last_sent_at timestamptz NOT NULL
    )`);
    await queryRunner.query(`CREATE INDEX confirmation_mail_budgets_last_sent_at_idx ON confirmation_mail_budgets (last_sent_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE confirmation_mail_budgets`);
    await queryRunner.query(`DROP TABLE mail_suppressions`);
  }
}
