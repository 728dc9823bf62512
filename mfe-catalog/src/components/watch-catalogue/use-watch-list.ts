import { API, WATCH_CARDS, watchListQuery, type WatchCardsPiece, type WatchFilters, type WatchListSource } from '@caliber/contracts';
import { useApi } from '@caliber/ui';
import { useCallback, useMemo, useRef } from 'react';
import { mutate } from 'swr';

/** The path of the piece at `offset` of a list (`list`: `watchListQuery`'s spelling). */
export const piecePath = (list: string, offset: number) => API.watchCards(list, offset, WATCH_CARDS.piece);

/**
 * A list of the storefront in pieces (docs/storefront.md, "Long lists"): the list on screen and its first
 * piece (the server rendered it), kept while the next filters' first piece loads, and `reload`, which asks
 * every piece of that list again when one came from a newer catalogue than the others.
 */
export function useWatchList(source: WatchListSource, filters: WatchFilters) {
  const asked = useMemo(() => watchListQuery(source, filters).toString(), [source, filters]);
  const first = useApi<WatchCardsPiece>(piecePath(asked, 0));
  // The list on screen stays until the next one's first piece is there (swr's own keepPreviousData would
  // show the previous answer even for a list whose first piece the server handed over).
  const shown = useRef<{ list: string; piece?: WatchCardsPiece }>({ list: asked });
  if (first.data) shown.current = { list: asked, piece: first.data };
  const { list } = shown.current;
  const reload = useCallback(() => {
    // The first piece by its key: the server's copy of it is swr's fallback, which a filter over the cache never meets.
    const firstPath = piecePath(list, 0);
    const prefix = firstPath.replace(/offset=0&limit=\d+$/, 'offset=');
    void mutate(firstPath);
    void mutate((key) => typeof key === 'string' && key !== firstPath && key.startsWith(prefix));
  }, [list]);
  return { list, piece: shown.current.piece, error: first.error, reload };
}
