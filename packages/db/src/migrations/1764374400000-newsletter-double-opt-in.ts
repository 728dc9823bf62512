import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter double opt-in: a subscriber is on the list once confirmed (`confirmed_at`); the latest
 * confirmation asked for is `confirm_requested_at`, which its link names. Those already on the list
 * count as confirmed when they joined.
 */
export class NewsletterDoubleOptIn1764374400000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1764374400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE subscriptions ADD COLUMN confirmed_at timestamptz, ADD COLUMN confirm_requested_at timestamptz`);
    await queryRunner.query(`UPDATE subscriptions SET confirmed_at = created_at`);
    await queryRunner.query(`CREATE INDEX subscriptions_pending_idx ON subscriptions (confirm_requested_at) WHERE confirmed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM subscriptions WHERE confirmed_at IS NULL`);
    await queryRunner.query(`DROP INDEX subscriptions_pending_idx`);
    await queryRunner.query(`ALTER TABLE subscriptions DROP COLUMN confirm_requested_at, DROP COLUMN confirmed_at`);
  }
}
