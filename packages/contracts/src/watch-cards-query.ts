import { defaulted, define, object, optional, refine, string, type Infer } from 'superstruct';
import { LIMITS, numberFromInput, wholeNumber } from './fields.js';
import { withJsonSchema } from './json-schema.js';
import { readFilters, filterProblem, FILTER_PARAMS } from './watch-filters.js';
import { defaultSortOf, WATCH_CARDS, type WatchCardsRequest, type WatchListSource } from './watch-cards.js';
import { searchText } from './watch-search.js';

/** The most cards a list skips: past it a list is not one a visitor scrolls (and an offset this large is a probe). */
const MAX_OFFSET = 1_000_000;

const filterText = (description: string) => optional(withJsonSchema(string(), { type: 'string', description }));

const collectionSlug = withJsonSchema(
  define<string>('collection', (value) => (typeof value === 'string' && value.length > 0 && value.length <= LIMITS.slug) || `Must be a collection's slug of at most ${LIMITS.slug} characters`),
  { type: 'string', maxLength: LIMITS.slug, description: "A collection's slug: its watches. Without it and q, every listed watch." },
);

/**
 * GET /api/watch-cards: one piece of a list (docs/api.md, "Lists in pieces"). The filters are the page
 * address's own (docs/storefront.md, "Filters"), read by the same rule; a value they cannot read is a 400.
 */
export const watchCardsQuerySchema = refine(
  object({
    offset: defaulted(numberFromInput(wholeNumber('offset', 0, MAX_OFFSET, `Must be a whole number from 0 to ${MAX_OFFSET}`)), 0),
    limit: defaulted(numberFromInput(wholeNumber('limit', 1, WATCH_CARDS.maxLimit, `Must be a whole number from 1 to ${WATCH_CARDS.maxLimit}`)), WATCH_CARDS.piece),
    collection: optional(collectionSlug),
    q: optional(searchText),
    sort: filterText('newest, price-high or price-low; with q also relevance (the default there)'),
    brand: filterText('A brand, in any letter case; all (the default) for every brand'),
    condition: filterText('A condition, or any'),
    movement: filterText('Automatic, Manual, Quartz, Spring Drive, or any'),
    price_min: filterText('Lowest price in dollars'),
    price_max: filterText('Highest price in dollars'),
    case_min: filterText('Smallest case diameter in millimetres'),
    case_max: filterText('Largest case diameter in millimetres'),
    year_min: filterText('Earliest year'),
    year_max: filterText('Latest year'),
  }),
  'watchList',
  (value) => {
    if (value.collection !== undefined && value.q !== undefined) return 'Give a collection or a search text (q), not both';
    return filterProblem(filterParams(value), defaultSortOf(sourceOf(value))) ?? true;
  },
);
export type WatchCardsQuery = Infer<typeof watchCardsQuerySchema>;

export function watchCardsRequestOf(query: WatchCardsQuery): WatchCardsRequest {
  const source = sourceOf(query);
  return { source, filters: readFilters(filterParams(query), defaultSortOf(source)), offset: query.offset, limit: query.limit };
}

function sourceOf({ collection, q }: { collection?: string; q?: string }): WatchListSource {
  return collection !== undefined ? { collection } : q !== undefined && q.trim() ? { q } : { all: true };
}

function filterParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.values(FILTER_PARAMS)) {
    const value: unknown = (query as Record<string, unknown>)[name];
    if (typeof value === 'string') params.set(name, value);
  }
  return params;
}
