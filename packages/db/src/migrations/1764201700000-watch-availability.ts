import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A watch's availability (every existing watch stays available) and the inventory's search index. */
export class WatchAvailability1764201700000 implements MigrationInterface {
  name = 'WatchAvailability1764201700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE watches
        ADD COLUMN availability varchar(16) NOT NULL DEFAULT 'available',
        ADD CONSTRAINT watches_availability_check CHECK (availability IN ('available', 'on_hold', 'sold'))`);
    await queryRunner.query(`CREATE INDEX watches_availability_idx ON watches (availability)`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE INDEX watches_inventory_search_idx ON watches -- no pending list: see the watch-search migration
        USING gin ((brand || ' ' || model || ' ' || reference) gin_trgm_ops) WITH (fastupdate = off)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX watches_inventory_search_idx`);
    await queryRunner.query(`DROP INDEX watches_availability_idx`);
    await queryRunner.query(`ALTER TABLE watches DROP CONSTRAINT watches_availability_check, DROP COLUMN availability`);
  }
}
