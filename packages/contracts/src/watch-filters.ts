import { CONDITIONS, type Condition, type Watch } from './entities.js';
import { priceValue } from './price.js';
import { ALL_BRANDS, sortAndFilterWatches, WATCH_SORTS, type WatchSort } from './watch-order.js';

/**
 * The filters of the collection, all-watches and search pages, kept in the page's query string so a
 * filtered page can be shared and the back button undoes a change (docs/storefront.md, "Filters").
 */
export const BEST_MATCH = 'relevance';
export type ListSort = WatchSort | typeof BEST_MATCH;
export const BEST_MATCH_LABEL = 'Sort by: Best Match';
export const ANY_CONDITION = 'any';
export const ANY_MOVEMENT = 'any';

export interface WatchFilters {
  sort: ListSort;
  brand: string;
  condition: Condition | typeof ANY_CONDITION;
  movement: MovementKind | typeof ANY_MOVEMENT;
  minPrice: number | null;
  maxPrice: number | null;
  minCaseSize: number | null;
  maxCaseSize: number | null;
  minYear: number | null;
  maxYear: number | null;
}

export type RangeFilter = 'minPrice' | 'maxPrice' | 'minCaseSize' | 'maxCaseSize' | 'minYear' | 'maxYear';
export const RANGE_FILTERS: readonly RangeFilter[] = ['minPrice', 'maxPrice', 'minCaseSize', 'maxCaseSize', 'minYear', 'maxYear'];

/** Query parameter of each filter; the sort and brand keep their own words. */
export const FILTER_PARAMS: Record<keyof WatchFilters, string> = {
  sort: 'sort',
  brand: 'brand',
  condition: 'condition',
  movement: 'movement',
  minPrice: 'price_min',
  maxPrice: 'price_max',
  minCaseSize: 'case_min',
  maxCaseSize: 'case_max',
  minYear: 'year_min',
  maxYear: 'year_max',
};
export const FILTER_PARAM_NAMES: readonly string[] = Object.values(FILTER_PARAMS);

/** The filters of a page with nothing chosen; the search page starts at its best matches. */
export function defaultFilters(defaultSort: ListSort): WatchFilters {
  return {
    sort: defaultSort,
    brand: ALL_BRANDS,
    condition: ANY_CONDITION,
    movement: ANY_MOVEMENT,
    minPrice: null,
    maxPrice: null,
    minCaseSize: null,
    maxCaseSize: null,
    minYear: null,
    maxYear: null,
  };
}

const NUMBER = /^\d{1,9}(\.\d{1,2})?$/;

/** The sorts a list offers: the search page's best match first, then the others. */
const sortsOf = (defaultSort: ListSort): readonly string[] => (defaultSort === BEST_MATCH ? [BEST_MATCH, ...WATCH_SORTS] : WATCH_SORTS);

/** What each filter's value must be, as the page says it when an address breaks it. */
const RANGE_RULES: Record<RangeFilter, string> = {
  minPrice: 'The lowest price',
  maxPrice: 'The highest price',
  minCaseSize: 'The smallest case size',
  maxCaseSize: 'The largest case size',
  minYear: 'The earliest year',
  maxYear: 'The latest year',
};

/**
 * Why the filters of a page's query string cannot be used ('The lowest price (price_min) must be a whole
 * number or one with two decimals, such as 5000; "-5" is not'), or null when they can. One rule for the
 * BFF, which answers such an address 400 (docs/storefront.md, "Filters"), and the page, which says what to
 * fix and lists the watches without that filter (`readFilters`).
 */
export function filterProblem(query: URLSearchParams, defaultSort: ListSort): string | null {
  const given = (name: string) => query.get(name) ?? '';
  const sort = given(FILTER_PARAMS.sort);
  const sorts = sortsOf(defaultSort);
  if (sort && !sorts.includes(sort)) return `The sort (${FILTER_PARAMS.sort}) must be one of ${sorts.join(', ')}; "${sort}" is not`;
  const condition = given(FILTER_PARAMS.condition);
  if (condition && condition !== ANY_CONDITION && !(CONDITIONS as readonly string[]).includes(condition)) {
    return `The condition (${FILTER_PARAMS.condition}) must be one of ${CONDITIONS.join(', ')}; "${condition}" is not`;
  }
  const movement = given(FILTER_PARAMS.movement);
  if (movement && movement !== ANY_MOVEMENT && !Object.hasOwn(MOVEMENT_KINDS, movement)) {
    return `The movement (${FILTER_PARAMS.movement}) must be one of ${Object.keys(MOVEMENT_KINDS).join(', ')}; "${movement}" is not`;
  }
  for (const name of RANGE_FILTERS) {
    const text = given(FILTER_PARAMS[name]).trim();
    if (text && !NUMBER.test(text)) {
      return `${RANGE_RULES[name]} (${FILTER_PARAMS[name]}) must be a whole number of at most 9 digits, or one with two decimals, such as 5000; "${text.slice(0, 20)}" is not`;
    }
  }
  return null;
}

/** The filters a query string names; a value that is not one the page offers counts as not chosen (`filterProblem` says why). */
export function readFilters(query: URLSearchParams, defaultSort: ListSort): WatchFilters {
  const filters = defaultFilters(defaultSort);
  const sort = query.get(FILTER_PARAMS.sort);
  if (sort && sortsOf(defaultSort).includes(sort)) filters.sort = sort as ListSort;
  filters.brand = query.get(FILTER_PARAMS.brand) || ALL_BRANDS;
  const condition = query.get(FILTER_PARAMS.condition);
  if (condition && (CONDITIONS as readonly string[]).includes(condition)) filters.condition = condition as Condition;
  const movement = query.get(FILTER_PARAMS.movement);
  if (movement && Object.hasOwn(MOVEMENT_KINDS, movement)) filters.movement = movement as MovementKind;
  for (const name of RANGE_FILTERS) {
    const text = query.get(FILTER_PARAMS[name])?.trim() ?? '';
    filters[name] = NUMBER.test(text) ? Number(text) : null;
  }
  return filters;
}

/** The query string of `filters` over `query`: chosen filters only, other parameters (`q`) kept. */
export function writeFilters(query: URLSearchParams, filters: WatchFilters, defaultSort: ListSort): URLSearchParams {
  const next = new URLSearchParams(query);
  const unchosen = defaultFilters(defaultSort);
  for (const key of Object.keys(FILTER_PARAMS) as (keyof WatchFilters)[]) {
    const value = filters[key];
    if (value === null || value === unchosen[key]) next.delete(FILTER_PARAMS[key]);
    else next.set(FILTER_PARAMS[key], String(value));
  }
  return next;
}

/** Whether any filter beyond the sort is chosen. */
export function hasFilters(filters: WatchFilters): boolean {
  const unchosen = defaultFilters(filters.sort);
  return (Object.keys(unchosen) as (keyof WatchFilters)[]).some((key) => filters[key] !== unchosen[key]);
}

/** The case diameter in millimetres a case size states ("41mm", "40.5 mm", "44 x 51 mm": 44). */
export function caseSizeMillimetres(caseSize: string): number | null {
  const match = /(\d{1,3}(?:[.,]\d+)?)/.exec(caseSize);
  return match ? Number(match[1].replace(',', '.')) : null;
}

/** Kinds of movement the filter offers, each recognised by the words a movement's description starts with. */
export const MOVEMENT_KINDS = {
  Automatic: /\b(automatic|self-winding)\b/i,
  Manual: /\b(manual|hand-wound|hand wound)\b/i,
  Quartz: /\bquartz\b/i,
  'Spring Drive': /\bspring drive\b/i,
} as const;
export type MovementKind = keyof typeof MOVEMENT_KINDS;

/** The kind of a movement ("Automatic, Cal. 3235": Automatic); null when none is recognised. */
export function movementKind(movement: string): MovementKind | null {
  const kinds = Object.keys(MOVEMENT_KINDS) as MovementKind[];
  return kinds.find((kind) => MOVEMENT_KINDS[kind].test(movement)) ?? null;
}

/** The kinds of movement among `watches`, in the filter's order. */
export function movementKindsOf(watches: readonly Pick<Watch, 'movement'>[]): MovementKind[] {
  const present = new Set(watches.map(({ movement }) => movementKind(movement)));
  return (Object.keys(MOVEMENT_KINDS) as MovementKind[]).filter((kind) => present.has(kind));
}

const within = (value: number | null, min: number | null, max: number | null) =>
  (min === null && max === null) || (value !== null && (min === null || value >= min) && (max === null || value <= max));

type FilterableWatch = Pick<Watch, 'brand' | 'price' | 'condition' | 'movement' | 'caseSize' | 'year'> & { createdAt?: string | null };

/** What the filters read of a watch, worked out once: the BFF keeps these for every listed watch (docs/search.md, "The index"). */
export interface FilterFacts {
  /** The brand in lower case: the brand filter ignores letter case. */
  brandKey: string;
  price: number;
  condition: string;
  movement: MovementKind | null;
  caseSize: number | null;
  year: number | null;
}

export function filterFactsOf(watch: Omit<FilterableWatch, 'createdAt'>): FilterFacts {
  return {
    brandKey: watch.brand.toLowerCase(),
    price: priceValue(watch.price),
    condition: watch.condition,
    movement: movementKind(watch.movement),
    caseSize: caseSizeMillimetres(watch.caseSize),
    year: watch.year,
  };
}

/** The filters' test (the sort aside): one rule for the browser, the BFF's lists and the search alerts. */
export function filterTest(filters: WatchFilters): (facts: FilterFacts) => boolean {
  const brandKey = filters.brand === ALL_BRANDS ? null : filters.brand.toLowerCase();
  return (facts) =>
    (brandKey === null || facts.brandKey === brandKey) &&
    (filters.condition === ANY_CONDITION || facts.condition === filters.condition) &&
    (filters.movement === ANY_MOVEMENT || facts.movement === filters.movement) &&
    within(facts.price, filters.minPrice, filters.maxPrice) &&
    within(facts.caseSize, filters.minCaseSize, filters.maxCaseSize) &&
    within(facts.year, filters.minYear, filters.maxYear);
}

/** The watches the filters keep, in their sort; best match keeps the order the search answered. */
export function applyFilters<T extends FilterableWatch>(watches: readonly T[], filters: WatchFilters): T[] {
  const kept = filterTest(filters);
  const filtered = watches.filter((watch) => kept(filterFactsOf(watch)));
  return filters.sort === BEST_MATCH ? filtered : sortAndFilterWatches(filtered, filters.sort, ALL_BRANDS);
}
