import { describe, expect, it } from 'vitest';
import { ALL_BRANDS, byDisplayOrder, distinctBrands, sortAndFilterWatches } from './watch-order.js';

const watches = [
  { brand: 'Omega', price: '6200.00', createdAt: '2026-01-02T00:00:00Z' },
  { brand: 'rolex', price: '14500.00', createdAt: '2026-01-03T00:00:00Z' },
  { brand: 'Cartier', price: '11800.00', createdAt: null },
  { brand: 'Rolex', price: '9000.00', createdAt: '2026-01-01T00:00:00Z' },
];

describe('sort and brand filter', () => {
  it('sorts newest first, a missing date counting as now', () => {
    expect(sortAndFilterWatches(watches, 'newest', ALL_BRANDS).map((w) => w.brand)).toEqual(['Cartier', 'rolex', 'Omega', 'Rolex']);
  });

  it('sorts by numeric price both ways', () => {
    expect(sortAndFilterWatches(watches, 'price-high', ALL_BRANDS).map((w) => Number(w.price))).toEqual([14500, 11800, 9000, 6200]);
    expect(sortAndFilterWatches(watches, 'price-low', ALL_BRANDS).map((w) => Number(w.price))).toEqual([6200, 9000, 11800, 14500]);
  });

  it('filters by brand case-insensitively and lists distinct brands alphabetically', () => {
    expect(sortAndFilterWatches(watches, 'newest', 'ROLEX')).toHaveLength(2);
    expect(distinctBrands(watches)).toEqual(['Cartier', 'Omega', 'rolex']);
  });

  it('orders collections by displayOrder, a missing one as 999, ties by id', () => {
    const sorted = [{ id: 3, displayOrder: 1 }, { id: 1 }, { id: 2, displayOrder: 1 }, { id: 4, displayOrder: 0 }].sort(byDisplayOrder);
    expect(sorted.map((c) => c.id)).toEqual([4, 2, 3, 1]);
  });
});
