import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search alerts (docs/search-alerts.md): the alerts, and each watch's `available_since`, which a trigger
 * keeps true whatever writes the watch (the admin API, the eBay import, the seed, SQL by hand): set when the
 * watch is inserted available or becomes available, cleared while it is on hold or sold. Watches available
 * today count as available since they were listed.
 */
export class SearchAlerts1764547200000 implements MigrationInterface {
  name = 'SearchAlerts1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE watches ADD COLUMN available_since timestamptz`);
    await queryRunner.query(`UPDATE watches SET available_since = created_at WHERE availability = 'available'`);
    await queryRunner.query(`CREATE INDEX watches_available_since_idx ON watches (available_since)`);
    await queryRunner.query(`
      CREATE FUNCTION watches_set_available_since() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.availability <> 'available' THEN
          NEW.available_since := NULL;
        ELSIF TG_OP = 'INSERT' OR OLD.availability <> 'available' THEN
          NEW.available_since := clock_timestamp();
        ELSE
          NEW.available_since := OLD.available_since;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER watches_available_since BEFORE INSERT OR UPDATE ON watches
      FOR EACH ROW EXECUTE FUNCTION watches_set_available_since()`);
    await queryRunner.query(`
      CREATE TABLE search_alerts (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        search_text varchar(100) NOT NULL DEFAULT '',
        filters varchar(1000) NOT NULL DEFAULT '',
        collection_id integer,
        search_key varchar(1200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirm_requested_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        checked_at timestamptz,
        mailed_at timestamptz,
        CONSTRAINT search_alerts_email_search_uq UNIQUE (email, search_key),
        CONSTRAINT search_alerts_collection_id_fkey FOREIGN KEY (collection_id) REFERENCES collections (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX search_alerts_confirmed_idx ON search_alerts (confirmed_at)`);
    await queryRunner.query(`CREATE INDEX search_alerts_collection_idx ON search_alerts (collection_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE search_alerts`);
    await queryRunner.query(`DROP TRIGGER watches_available_since ON watches`);
    await queryRunner.query(`DROP FUNCTION watches_set_available_since()`);
    await queryRunner.query(`DROP INDEX watches_available_since_idx`);
    await queryRunner.query(`ALTER TABLE watches DROP COLUMN available_since`);
  }
}
