import { define, object, optional, type Infer } from 'superstruct';
import { numberFromInput, wholeNumber } from './fields.js';
import { withJsonSchema } from './json-schema.js';
import { SEARCH, searchTextProblem } from './search-text.js';
import { check } from './validation.js';

export const searchText = withJsonSchema(
  define<string>('searchText', (value) => {
    if (typeof value !== 'string') return 'Give the search text once, as text';
    return searchTextProblem(value) ?? true;
  }),
  {
    type: 'string',
    maxLength: SEARCH.maxLength,
    description: `Brand, model, reference or collection, in at most ${SEARCH.maxWords} words; a typo in a brand is forgiven.`,
  },
);

const watchListLimit = optional(numberFromInput(wholeNumber('limit', 1, SEARCH.maxResults, `Must be a whole number from 1 to ${SEARCH.maxResults}`)));

/** GET /api/watches: every watch newest first, or with `q` the watches matching it, best first. */
export const watchListQuerySchema = object({
  q: optional(searchText),
  limit: watchListLimit,
});
export type WatchListQuery = Infer<typeof watchListQuerySchema>;

/**
 * One spelling for the `limit` texts the API reads as the same number (`05`, `5.0` and ` 5` are `5`): the
 * limit's cache key. '' when blank (no limit), null when the API refuses it.
 */
export function limitKey(text: string): string | null {
  const result = check(watchListLimit, text);
  if (!result.ok) return null;
  return result.value === undefined ? '' : String(result.value);
}
