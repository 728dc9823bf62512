import { defaultFilters, filterProblem, readFilters, writeFilters, type ListSort, type WatchFilters } from '@caliber/contracts';
import { useSearchParams } from '@caliber/ui';
import { useMemo, useRef } from 'react';

/**
 * Sort and filters kept in the page's query string (docs/storefront.md, "Filters"): the server renders
 * the same URL, so the served list is the filtered one, and each change is a history entry the back
 * button undoes.
 */
export function useWatchFilters(defaultSort: ListSort) {
  const [query, setQuery] = useSearchParams();
  const filters = useMemo(() => readFilters(query, defaultSort), [query, defaultSort]);
  // A filter the address gives that cannot be read (the BFF answers it 400): the page says what to fix.
  const problem = useMemo(() => filterProblem(query, defaultSort), [query, defaultSort]);
  // A navigation renders in a transition: a second change made before it has rendered builds on the first.
  const latest = useRef(query);
  latest.current = query;
  const show = (next: (current: WatchFilters) => WatchFilters) => {
    const written = writeFilters(latest.current, next(readFilters(latest.current, defaultSort)), defaultSort);
    latest.current = written;
    setQuery(written, { preventScrollReset: true });
  };
  const change = (patch: Partial<WatchFilters>) => show((current) => ({ ...current, ...patch }));
  const clear = () => show((current) => ({ ...defaultFilters(defaultSort), sort: current.sort }));
  return { filters, problem, change, clear };
}
