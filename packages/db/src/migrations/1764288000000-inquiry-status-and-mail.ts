import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Inquiries get a status and the time their alert e-mail went out; subscribers the time they left. */
export class InquiryStatusAndMail1764288000000 implements MigrationInterface {
  name = 'InquiryStatusAndMail1764288000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE inquiries
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'new',
        ADD COLUMN alerted_at timestamptz,
        ADD CONSTRAINT inquiries_status_check CHECK (status IN ('new', 'answered', 'archived'))`);
    await queryRunner.query(`CREATE INDEX inquiries_status_kind_created_at_idx ON inquiries (status, kind, created_at)`);
    await queryRunner.query(`ALTER TABLE subscriptions ADD COLUMN unsubscribed_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE subscriptions DROP COLUMN unsubscribed_at`);
    await queryRunner.query(`DROP INDEX inquiries_status_kind_created_at_idx`);
    await queryRunner.query(`ALTER TABLE inquiries DROP CONSTRAINT inquiries_status_check, DROP COLUMN alerted_at, DROP COLUMN status`);
  }
}
