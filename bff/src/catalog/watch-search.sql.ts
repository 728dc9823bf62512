/**
 * The SQL of the storefront search (docs/search.md). Expressions here must stay those of the indexes
 * of migration 1764201800000-watch-search, or PostgreSQL cannot use them.
 */

/** A watch's brand and model words (index watches_search_text_idx). */
export const TEXT_DOCUMENT = `to_tsvector('simple', w.brand || ' ' || w.model)`;
/** A watch's reference, letters and digits only, lower case (index watches_search_reference_idx). */
export const REFERENCE_KEY = `watch_reference_key(w.reference)`;

/** Sold watches leave every public list, search included (their pages stay: docs/storefront.md). */
const LISTED = `w.availability <> 'sold'`;

/** Trigram search needs three characters; a shorter reference key would read every watch. */
const MIN_REFERENCE_KEY = 3;

/** The search's parameters, named as TypeORM names them (`:searchText`, `:searchLimit`). */
export interface SearchParameters {
  searchText: string;
  searchLimit: number;
}

/** The text's reference key. Immutable, so PostgreSQL reckons it once when planning the statement with its values. */
const TEXT_KEY = 'watch_reference_key(:searchText)';

/**
 * One kind of match, newest first, cut to the limit. `OFFSET 0` keeps the planner from walking the
 * created_at index and testing each watch (quick for a common word, every row for a rare one): the
 * matches come from the search index, then the newest are kept.
 */
const newestMatches = (rank: number, where: string) =>
  `SELECT id, created_at, ${rank} AS rank FROM (SELECT w.id, w.created_at FROM watches w WHERE ${where} AND ${LISTED} OFFSET 0) m ORDER BY created_at DESC, id DESC LIMIT :searchLimit`;

/**
 * The matching watches' ids (`id`, `created_at`, `rank`), best first, at most `:searchLimit`: the body of
 * the one statement a search runs (docs/search.md).
 *
 * From the text: the full-text query (each word as a prefix, or a brand word it misspells, all words
 * required), the collections whose names match, and the reference key it may be. The brands are read one
 * index probe each (watches_search_brand_idx), however many watches there are.
 *
 * Then the reference itself, then a reference beginning with the key, then brand and model words, then a
 * reference containing it, then the collection's name; ties newest first. Each kind of match is read
 * through its index and cut to the limit before the ranking, so a broad text ("rolex") ranks 48 rows per
 * kind, not every match. The statement is planned with its values, so a key under three characters drops
 * its branch before it runs.
 */
export const SEARCH_MATCHES_SQL = `
WITH RECURSIVE brands(name) AS (
  (SELECT lower(brand) FROM watches ORDER BY lower(brand) LIMIT 1)
  UNION ALL
  SELECT (SELECT lower(w.brand) FROM watches w WHERE lower(w.brand) > b.name ORDER BY lower(w.brand) LIMIT 1)
  FROM brands b WHERE b.name IS NOT NULL
),
words AS (
  SELECT DISTINCT word FROM regexp_split_to_table(lower(:searchText), '[^[:alnum:]]+') AS word WHERE word <> ''
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
  (${newestMatches(2, `${TEXT_DOCUMENT} @@ (SELECT query FROM terms)`)})
  UNION ALL
  (${newestMatches(0, `w.collection_id = ANY (ARRAY(SELECT c.id FROM collections c, terms WHERE to_tsvector('simple', c.name) @@ terms.query))`)})
  UNION ALL
  (SELECT id, created_at, rank FROM (
     SELECT w.id, w.created_at, CASE WHEN ${REFERENCE_KEY} = ${TEXT_KEY} THEN 4 WHEN ${REFERENCE_KEY} LIKE ${TEXT_KEY} || '%' THEN 3 ELSE 1 END AS rank
     FROM watches w WHERE length(${TEXT_KEY}) >= ${MIN_REFERENCE_KEY} AND ${REFERENCE_KEY} LIKE '%' || ${TEXT_KEY} || '%' AND ${LISTED}
   ) by_reference ORDER BY rank DESC, created_at DESC, id DESC LIMIT :searchLimit)
) AS matches
GROUP BY id, created_at
ORDER BY max(rank) DESC, created_at DESC, id DESC
LIMIT :searchLimit`;
