import type { MigrationInterface, QueryRunner } from 'typeorm';
import { WatchSearchFunction1764288100000 } from './1764288100000-watch-search-function.js';

/**
 * The storefront search's rule moved to TypeScript (`packages/core/src/search/`, docs/search.md): the site's
 * index and the search alerts both match with it, so the SQL function and the indexes only it read go. The
 * index on `lower(brand)` stays, under a name for what it is: the similar watches and the alerts' brand read it.
 * The `fuzzystrmatch` extension is left installed: it may be shared, and nothing of ours reads it.
 */
export class SearchRuleInTypescript1764900100000 implements MigrationInterface {
  name = 'SearchRuleInTypescript1764900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION watch_search_matches(text, integer)`);
    await queryRunner.query(`DROP INDEX watches_search_text_idx`);
    await queryRunner.query(`DROP INDEX watches_search_reference_idx`);
    await queryRunner.query(`DROP FUNCTION watch_reference_key(text)`);
    await queryRunner.query(`ALTER INDEX watches_search_brand_idx RENAME TO watches_lower_brand_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER INDEX watches_lower_brand_idx RENAME TO watches_search_brand_idx`);
    await queryRunner.query(`
      CREATE FUNCTION watch_reference_key(reference text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 SET search_path = pg_catalog
        AS $$ SELECT lower(regexp_replace(reference, '[^[:alnum:]]+', '', 'g')) $$`);
    await queryRunner.query(`CREATE INDEX watches_search_reference_idx ON watches USING gin (watch_reference_key(reference) gin_trgm_ops) WITH (fastupdate = off)`);
    await queryRunner.query(`CREATE INDEX watches_search_text_idx ON watches USING gin (to_tsvector('simple', brand || ' ' || model)) WITH (fastupdate = off)`);
    await new WatchSearchFunction1764288100000().up(queryRunner);
  }
}
