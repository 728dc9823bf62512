import { ALL_BRANDS, distinctBrands, sortAndFilterWatches, type Watch, type WatchSort } from '@caliber/contracts';
import { useMemo, useState } from 'react';

/** Local sort and brand filter state (default newest, all brands) and the list it yields. */
export function useWatchSortFilter(watches: readonly Watch[] | undefined) {
  const [sort, setSort] = useState<WatchSort>('newest');
  const [brand, setBrand] = useState<string>(ALL_BRANDS);
  const brands = useMemo(() => distinctBrands(watches ?? []), [watches]);
  const visible = useMemo(() => sortAndFilterWatches(watches ?? [], sort, brand), [watches, sort, brand]);
  return { sort, setSort, brand, setBrand, brands, visible };
}
