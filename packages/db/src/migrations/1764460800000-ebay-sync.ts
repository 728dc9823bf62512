import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The eBay sync (docs/ebay-sync.md): per watch, when it was last checked on eBay, eBay's price then and
 * the eBay price the operator last settled, and when its availability was last set by hand and by the
 * sync; and the record of each sync run for the dashboard.
 */
export class EbaySync1764460800000 implements MigrationInterface {
  name = 'EbaySync1764460800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE watches
        ADD COLUMN checked_on_ebay_at timestamptz,
        ADD COLUMN ebay_price numeric(12,2),
        ADD COLUMN ebay_price_settled numeric(12,2),
        ADD COLUMN availability_set_by_hand_at timestamptz,
        ADD COLUMN availability_synced_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE ebay_sync_runs (
        id serial PRIMARY KEY,
        trigger varchar(16) NOT NULL CONSTRAINT ebay_sync_runs_trigger_check CHECK (trigger IN ('schedule', 'operator')),
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        checked integer NOT NULL,
        waiting integer NOT NULL,
        changes jsonb NOT NULL,
        errors jsonb NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX ebay_sync_runs_finished_at_idx ON ebay_sync_runs (finished_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ebay_sync_runs`);
    await queryRunner.query(`
      ALTER TABLE watches
        DROP COLUMN checked_on_ebay_at,
        DROP COLUMN ebay_price,
        DROP COLUMN ebay_price_settled,
        DROP COLUMN availability_set_by_hand_at,
        DROP COLUMN availability_synced_at`);
  }
}
