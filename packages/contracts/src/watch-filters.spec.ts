import { describe, expect, it } from 'vitest';
import { applyFilters, movementKind, BEST_MATCH, caseSizeMillimetres, defaultFilters, filterProblem, movementKindsOf, hasFilters, readFilters, writeFilters } from './watch-filters.js';

const watch = (brand: string, price: string, condition: 'New' | 'Excellent' | 'Good', movement: string, caseSize: string, year: number | null, createdAt: string) => ({
  brand,
  price,
  condition,
  movement,
  caseSize,
  year,
  createdAt,
});

const watches = [
  watch('Rolex', '14500.00', 'Excellent', 'Automatic, Cal. 3235', '41mm', 2020, '2026-01-03T00:00:00Z'),
  watch('Omega', '6200.00', 'New', 'Manual winding, Cal. 1861', '42 mm', 2023, '2026-01-04T00:00:00Z'),
  watch('Cartier', '11800.00', 'Good', 'Quartz', '25.5 x 33.7 mm', null, '2026-01-01T00:00:00Z'),
  watch('Rolex', '9000.00', 'Good', 'Automatic', 'unknown', 1998, '2026-01-02T00:00:00Z'),
];

describe('watch filters in the query string', () => {
  it('reads the chosen filters and ignores values the page does not offer', () => {
    const query = new URLSearchParams('price_min=5000&price_max=abc&condition=Mint&movement=Automatic&year_min=2000&sort=relevance&brand=Rolex');
    expect(readFilters(query, 'newest')).toEqual({
      ...defaultFilters('newest'),
      brand: 'Rolex',
      movement: 'Automatic',
      minPrice: 5000,
      minYear: 2000,
    });
    expect(readFilters(query, BEST_MATCH).sort).toBe(BEST_MATCH);
  });

  it('writes only the chosen filters, keeping the search text, and reads them back the same', () => {
    const filters = { ...defaultFilters(BEST_MATCH), sort: 'price-low' as const, condition: 'Good' as const, maxCaseSize: 40 };
    const query = writeFilters(new URLSearchParams('q=rolex&price_min=1'), filters, BEST_MATCH);
    expect(query.toString()).toBe('q=rolex&sort=price-low&condition=Good&case_max=40');
    expect(readFilters(query, BEST_MATCH)).toEqual(filters);
    expect(writeFilters(query, defaultFilters(BEST_MATCH), BEST_MATCH).toString()).toBe('q=rolex');
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters({ ...defaultFilters('newest'), sort: 'price-high' })).toBe(false);
  });

  it('keeps watches within every chosen range; a watch without the value is left out by its range only', () => {
    const kept = (query: string) => applyFilters(watches, readFilters(new URLSearchParams(query), 'newest')).map((w) => `${w.brand} ${w.price}`);
    expect(kept('price_min=9000&price_max=14500')).toEqual(['Rolex 14500.00', 'Rolex 9000.00', 'Cartier 11800.00']);
    expect(kept('case_min=40&case_max=41')).toEqual(['Rolex 14500.00']);
    expect(kept('year_max=2020')).toEqual(['Rolex 14500.00', 'Rolex 9000.00']);
    expect(kept('condition=Good&movement=Quartz')).toEqual(['Cartier 11800.00']);
    expect(kept('brand=rolex&sort=price-low')).toEqual(['Rolex 9000.00', 'Rolex 14500.00']);
  });

  it('keeps the order the search answered under best match', () => {
    expect(applyFilters(watches, defaultFilters(BEST_MATCH)).map((w) => w.brand)).toEqual(['Rolex', 'Omega', 'Cartier', 'Rolex']);
  });

  it('reads a case diameter from the way sizes are written, and the kind of each movement', () => {
    expect(['41mm', '40.5 mm', '44 x 51 mm', '38,5mm', 'n/a'].map(caseSizeMillimetres)).toEqual([41, 40.5, 44, 38.5, null]);
    expect(movementKindsOf(watches)).toEqual(['Automatic', 'Manual', 'Quartz']);
    expect(['Automatic micro-rotor, Cal. FBN 229.01', 'Spring Drive, Cal. 9R65', 'Hand-wound', 'Tourbillon'].map(movementKind)).toEqual([
      'Automatic',
      'Spring Drive',
      'Manual',
      null,
    ]);
  });
});

describe('filterProblem', () => {
  it('says which filter of an address cannot be read and what it must be, and nothing of filters it can read', () => {
    const problem = (query: string, sort: 'newest' | 'relevance' = 'newest') => filterProblem(new URLSearchParams(query), sort);
    expect(problem('price_min=5000&price_max=12000.50&sort=price-low&condition=Excellent&movement=Automatic&brand=Rolex&page=99999999999')).toBeNull();
    expect(problem('sort=relevance', 'relevance')).toBeNull();
    expect(problem('price_min=-5')).toBe(
      'The lowest price (price_min) must be a whole number of at most 9 digits, or one with two decimals, such as 5000; "-5" is not',
    );
    expect(problem('year_max=99999999999')).toMatch(/^The latest year \(year_max\) must be/);
    expect(problem('case_min=1e9')).toMatch(/^The smallest case size \(case_min\) must be/);
    expect(problem('sort=relevance')).toBe('The sort (sort) must be one of newest, price-high, price-low; "relevance" is not');
    expect(problem('condition=Broken')).toMatch(/^The condition \(condition\) must be one of /);
    expect(problem('movement=toString')).toMatch(/^The movement \(movement\) must be one of Automatic, Manual, Quartz, Spring Drive/);
    // What the page shows is what readFilters reads: the filter it cannot read is left out.
    expect(readFilters(new URLSearchParams('movement=toString'), 'newest').movement).toBe('any');
  });
});
