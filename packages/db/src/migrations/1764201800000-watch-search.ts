import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes of the storefront search (docs/search.md): brand, model and reference words by full text; a
 * reference written with or without punctuation by trigrams of its letters and digits; the distinct brands,
 * read one index probe each to correct a misspelt brand. `pg_trgm` and `fuzzystrmatch` ship with PostgreSQL.
 * The GIN indexes are built without a pending list (`fastupdate = off`): watches are written one at a time
 * and searched all day, and a pending list of new watches is read in full by every search until a vacuum.
 */
export class WatchSearch1764201800000 implements MigrationInterface {
  name = 'WatchSearch1764201800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    await queryRunner.query(`CREATE INDEX watches_search_text_idx ON watches USING gin (to_tsvector('simple', brand || ' ' || model)) WITH (fastupdate = off)`);
    // A function, not an inlined expression, so the planner knows reading it for every watch is dear and
    // prefers the index: costed as the expression it is, a scan of the table looked cheaper for short keys.
    await queryRunner.query(`
      CREATE FUNCTION watch_reference_key(reference text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 SET search_path = pg_catalog
        AS $$ SELECT lower(regexp_replace(reference, '[^[:alnum:]]+', '', 'g')) $$`);
    await queryRunner.query(`CREATE INDEX watches_search_reference_idx ON watches USING gin (watch_reference_key(reference) gin_trgm_ops) WITH (fastupdate = off)`);
    await queryRunner.query(`CREATE INDEX watches_search_brand_idx ON watches (lower(brand))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX watches_search_brand_idx`);
    await queryRunner.query(`DROP INDEX watches_search_reference_idx`);
    await queryRunner.query(`DROP INDEX watches_search_text_idx`);
    await queryRunner.query(`DROP FUNCTION watch_reference_key(text)`);
  }
}
