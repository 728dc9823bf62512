import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The storefront search's matches as a function, so a search is one statement planned once per
 * connection (docs/search.md): PL/pgSQL keeps the plan of its query, and `plan_cache_mode` makes it the
 * generic one, read through the same indexes (1764201800000-watch-search) whatever the text. Planning
 * the query afresh for each text cost as much as running it. Its expressions are those of the indexes.
 */
export const WATCH_SEARCH_MATCHES_QUERY = `
  WITH RECURSIVE brands(name) AS (
    (SELECT lower(brand) FROM watches ORDER BY lower(brand) LIMIT 1)
    UNION ALL
    SELECT (SELECT lower(w.brand) FROM watches w WHERE lower(w.brand) > b.name ORDER BY lower(w.brand) LIMIT 1)
    FROM brands b WHERE b.name IS NOT NULL
  ),
  words AS (
    SELECT DISTINCT word FROM regexp_split_to_table(lower(search_text), '[^[:alnum:]]+') AS word WHERE word <> ''
  ),
  terms AS MATERIALIZED (
    SELECT to_tsquery('simple', string_agg(alternatives, ' & ')) AS query FROM (
      SELECT '(' || quote_literal(words.word) || ':*' || coalesce(string_agg(DISTINCT ' | ' || quote_literal(brand_words.word), ''), '') || ')' AS alternatives
      FROM words LEFT JOIN (brands CROSS JOIN regexp_split_to_table(brands.name, '[^[:alnum:]]+') AS brand_words(word))
        ON length(words.word) >= 4 AND brand_words.word <> words.word
       AND levenshtein_less_equal(words.word, brand_words.word, 2) <= CASE WHEN length(words.word) >= 5 THEN 2 ELSE 1 END
      GROUP BY words.word
    ) per_word
  )
  SELECT id, created_at, max(rank) AS rank FROM (
    (SELECT id, created_at, 2 AS rank FROM (SELECT w.id, w.created_at FROM watches w WHERE to_tsvector('simple', w.brand || ' ' || w.model) @@ (SELECT query FROM terms) AND w.availability <> 'sold' OFFSET 0) m ORDER BY created_at DESC, id DESC LIMIT search_limit)
    UNION ALL
    (SELECT id, created_at, 0 AS rank FROM (SELECT w.id, w.created_at FROM watches w WHERE w.collection_id = ANY (ARRAY(SELECT c.id FROM collections c, terms WHERE to_tsvector('simple', c.name) @@ terms.query)) AND w.availability <> 'sold' OFFSET 0) m ORDER BY created_at DESC, id DESC LIMIT search_limit)
    UNION ALL
    (SELECT id, created_at, rank FROM (
       SELECT w.id, w.created_at, CASE WHEN watch_reference_key(w.reference) = watch_reference_key(search_text) THEN 4 WHEN watch_reference_key(w.reference) LIKE watch_reference_key(search_text) || '%' THEN 3 ELSE 1 END AS rank
       FROM watches w WHERE length(watch_reference_key(search_text)) >= 3 AND watch_reference_key(w.reference) LIKE '%' || watch_reference_key(search_text) || '%' AND w.availability <> 'sold'
     ) by_reference ORDER BY rank DESC, created_at DESC, id DESC LIMIT search_limit)
  ) AS matches
  GROUP BY id, created_at
  ORDER BY max(rank) DESC, created_at DESC, id DESC
  LIMIT search_limit`;

export class WatchSearchFunction1764288100000 implements MigrationInterface {
  name = 'WatchSearchFunction1764288100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // `use_column`: the result's column names (id, created_at, rank) are the table's, not variables. `ROWS 48`
    // (a search's most): the statement then reads the watches by id, not the whole table.
    await queryRunner.query(`
      CREATE FUNCTION watch_search_matches(search_text text, search_limit integer)
        RETURNS TABLE (id integer, created_at timestamptz, rank integer)
        LANGUAGE plpgsql STABLE ROWS 48 SET plan_cache_mode = force_generic_plan
        AS $$
        #variable_conflict use_column
        BEGIN
          RETURN QUERY ${WATCH_SEARCH_MATCHES_QUERY};
        END
        $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION watch_search_matches(text, integer)`);
  }
}
