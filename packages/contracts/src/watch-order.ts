import type { Watch } from './entities.js';
import { priceValue } from './price.js';

export const WATCH_SORTS = ['newest', 'price-high', 'price-low'] as const;
export type WatchSort = (typeof WATCH_SORTS)[number];
export const WATCH_SORT_LABELS: Record<WatchSort, string> = {
  newest: 'Sort by: Newest',
  'price-high': 'Price: High to Low',
  'price-low': 'Price: Low to High',
};
export const ALL_BRANDS = 'all';

type SortableWatch = Pick<Watch, 'brand' | 'price'> & { createdAt?: string | null };

/** Distinct brands, sorted alphabetically, for the brand filter. */
export function distinctBrands(watches: readonly Pick<Watch, 'brand'>[]): string[] {
  const byKey = new Map<string, string>();
  for (const { brand } of watches) if (!byKey.has(brand.toLowerCase())) byKey.set(brand.toLowerCase(), brand);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** The brand filter's test: every watch for all brands, else the brand's, whatever its case. */
export function ofBrand(brand: string): (watch: Pick<Watch, 'brand'>) => boolean {
  return brand === ALL_BRANDS ? () => true : (watch) => watch.brand.toLowerCase() === brand.toLowerCase();
}

/** Sort and brand filter of the home and collection pages (docs/storefront.md): done in the browser, never mutating. */
export function sortAndFilterWatches<T extends SortableWatch>(watches: readonly T[], sort: WatchSort, brand: string): T[] {
  const now = Date.now();
  const time = (watch: T) => (watch.createdAt ? Date.parse(watch.createdAt) : now);
  const filtered = watches.filter(ofBrand(brand));
  const compare: Record<WatchSort, (a: T, b: T) => number> = {
    newest: (a, b) => time(b) - time(a),
    'price-high': (a, b) => priceValue(b.price) - priceValue(a.price),
    'price-low': (a, b) => priceValue(a.price) - priceValue(b.price),
  };
  return filtered.sort(compare[sort]);
}

/** Collections in display order: a missing displayOrder counts as 999, ties broken by id (docs/storefront.md). */
export function byDisplayOrder<T extends { id: number; displayOrder?: number | null }>(a: T, b: T): number {
  return (a.displayOrder ?? 999) - (b.displayOrder ?? 999) || a.id - b.id;
}
