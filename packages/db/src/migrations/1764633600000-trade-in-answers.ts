import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A trade-in request's answers as data (`trade_in`, the form's fields), beside the composed message the
 * alert and the back office no longer read them from. Requests stored before keep their message only.
 */
export class TradeInAnswers1764633600000 implements MigrationInterface {
  name = 'TradeInAnswers1764633600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE inquiries ADD COLUMN trade_in jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE inquiries DROP COLUMN trade_in`);
  }
}
