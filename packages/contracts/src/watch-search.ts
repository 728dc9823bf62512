import { define, object, optional, type Infer } from 'superstruct';
import { numberFromInput, wholeNumber } from './fields.js';
import { withJsonSchema } from './json-schema.js';
import { check } from './validation.js';

/** The storefront search's limits (docs/search.md). */
export const SEARCH = {
  /** Longest text a search takes. */
  maxLength: 100,
  /** Most words a search takes (every word is matched against every brand, model and reference). */
  maxWords: 10,
  /** Suggestions start once this many characters are typed. */
  suggestAfter: 2,
  /** Most watches a search answers, best first. */
  maxResults: 48,
  /** Suggestions under the header's search field. */
  suggestions: 6,
  /** Pause after the last key before suggestions are asked for. */
  debounceMs: 200,
} as const;

/**
 * Why the API refuses a search text ('Must be at most 100 characters'), or null when it takes it: one rule
 * for the API, the search page (which the BFF answers 400 past it) and the search fields.
 */
export function searchTextProblem(text: string): string | null {
  if (text.length > SEARCH.maxLength) return `Must be at most ${SEARCH.maxLength} characters`;
  if (normalizeSearch(text).split(' ').length > SEARCH.maxWords) return `Must be at most ${SEARCH.maxWords} words`;
  return null;
}

const searchText = withJsonSchema(
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

/** The search text as the API and the search page use it: trimmed, inner spaces collapsed. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** One spelling for the texts that find the same watches (letter case and spacing aside): the search's cache key. */
export function searchKey(text: string): string {
  return normalizeSearch(text).toLowerCase();
}

/**
 * One spelling for the `limit` texts the API reads as the same number (`05`, `5.0` and ` 5` are `5`): the
 * limit's cache key. '' when blank (no limit), null when the API refuses it.
 */
export function limitKey(text: string): string | null {
  const result = check(watchListLimit, text);
  if (!result.ok) return null;
  return result.value === undefined ? '' : String(result.value);
}
