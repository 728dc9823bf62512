import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The eBay sync fails safe (docs/ebay-sync.md): a watch whose listing a suspect run found ended waits for the
 * operator (`ebay_ended_held_at`) instead of being sold, and a run records whether it was suspect.
 */
export class EbaySyncFailsSafe1764720000000 implements MigrationInterface {
  name = 'EbaySyncFailsSafe1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE watches ADD COLUMN ebay_ended_held_at timestamptz`);
    await queryRunner.query(`CREATE INDEX watches_ebay_ended_held_idx ON watches (ebay_ended_held_at) WHERE ebay_ended_held_at IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE ebay_sync_runs ADD COLUMN suspect boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ebay_sync_runs DROP COLUMN suspect`);
    await queryRunner.query(`DROP INDEX watches_ebay_ended_held_idx`);
    await queryRunner.query(`ALTER TABLE watches DROP COLUMN ebay_ended_held_at`);
  }
}
