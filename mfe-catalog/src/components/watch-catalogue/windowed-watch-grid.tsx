import { WATCH_CARDS, type WatchCardsPiece } from '@caliber/contracts';
import { useApi } from '@caliber/ui';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { CardGrid } from '../card-grid';
import { piecePath } from './use-watch-list';
import { WatchCard } from './watch-card';
import { useGridColumns } from './use-grid-columns';

/** Space between rows of cards, as the grid draws it. */
const ROW_GAP = 32;
/** Rows drawn beyond the screen on each side: a keyboard user tabbing on finds the next card already there. */
const OVERSCAN_ROWS = 2;
/**
 * The rows' measured heights of the lists seen in this tab, by columns and list: back on a list, its rows
 * stand where they stood, so the place scrolled to is the same cards (docs/storefront.md, "Long lists").
 */
const measuredRows = new Map<string, VirtualItem[]>();
const MEASURED_LISTS_KEPT = 20;

function rememberRows(key: string, rows: VirtualItem[]): void {
  measuredRows.delete(key);
  measuredRows.set(key, rows);
  if (measuredRows.size > MEASURED_LISTS_KEPT) measuredRows.delete(measuredRows.keys().next().value!);
}

interface WindowedWatchGridProps {
  /** The list's query (`watchListQuery`), naming its pieces. */
  list: string;
  first: WatchCardsPiece;
  /** A piece came from another catalogue version than the first: every piece is asked again. */
  onStale: () => void;
}

/**
 * Every card of a list, drawn a window at a time (docs/storefront.md, "Long lists"): the server renders the
 * first piece; in the browser only the rows near the screen are in the page, the rest are space of their
 * height, and a row's piece is asked for when it comes near. Each card says its place in the whole list.
 */
export function WindowedWatchGrid({ list, first, onStale }: WindowedWatchGridProps) {
  const columns = useGridColumns();
  const gridRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page and how tall a row of cards is, measured once the columns are known.
  const [layout, setLayout] = useState<{ top: number; rowHeight: number } | null>(null);
  const windowed = columns !== null && layout !== null;
  const measuredKey = `${columns}|${list}`;
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: windowed ? Math.ceil(first.total / columns) : 0,
    estimateSize: () => layout?.rowHeight ?? 0,
    overscan: OVERSCAN_ROWS,
    scrollMargin: layout?.top ?? 0,
    gap: ROW_GAP,
    enabled: windowed,
    initialMeasurementsCache: measuredRows.get(measuredKey) ?? [],
  });
  const measuredColumns = useRef<number | null>(null);
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid || columns === null) return;
    // Other columns (a phone turned): every row is measured again.
    if (measuredColumns.current !== null && measuredColumns.current !== columns) virtualizer.measure();
    measuredColumns.current = columns;
    setLayout({ top: grid.getBoundingClientRect().top + window.scrollY, rowHeight: grid.firstElementChild?.getBoundingClientRect().height ?? 0 });
  }, [columns, virtualizer]);
  useEffect(() => {
    if (!windowed) return;
    return () => rememberRows(measuredKey, virtualizer.takeSnapshot());
  }, [windowed, measuredKey, virtualizer]);

  let slots: number[];
  let padding = { top: 0, bottom: 0 };
  const rowsShown = virtualizer.getVirtualItems();
  if (!windowed || rowsShown.length === 0) {
    // The server's render and the browser's first: the first piece as it is.
    slots = first.items.map((_, index) => index);
  } else {
    const from = rowsShown[0].index * columns;
    const to = Math.min(first.total, (rowsShown.at(-1)!.index + 1) * columns);
    slots = Array.from({ length: to - from }, (_, index) => from + index);
    padding = { top: rowsShown[0].start - layout.top, bottom: virtualizer.getTotalSize() - (rowsShown.at(-1)!.end - layout.top) };
  }
  return (
    <CardGrid ref={gridRef} $rowGap={ROW_GAP} style={{ paddingTop: padding.top, paddingBottom: padding.bottom }}>
      {slots.map((index) => (
        <CardSlot
          key={index}
          index={index}
          list={list}
          first={first}
          onStale={onStale}
          row={windowed ? Math.floor(index / columns) : null}
          placeholderHeight={layout?.rowHeight}
          measureRef={windowed && index % columns === 0 ? virtualizer.measureElement : undefined}
        />
      ))}
    </CardGrid>
  );
}

interface CardSlotProps {
  index: number;
  list: string;
  first: WatchCardsPiece;
  onStale: () => void;
  row: number | null;
  /** A card's height: a row of placeholders is as tall as the row of cards it becomes. */
  placeholderHeight?: number;
  measureRef?: Ref<HTMLLIElement>;
}

/** The card at `index` of the list, from its piece (asked for once by all the slots it holds). */
function CardSlot({ index, list, first, onStale, row, placeholderHeight, measureRef }: CardSlotProps) {
  const offset = index - (index % WATCH_CARDS.piece);
  const { data } = useApi<WatchCardsPiece>(offset === 0 ? null : piecePath(list, offset));
  const piece = offset === 0 ? first : data;
  const stale = piece !== undefined && piece.version !== first.version;
  useEffect(() => {
    if (stale) onStale();
  }, [stale, onStale]);
  const watch = stale ? undefined : piece?.items[index - offset];
  return (
    <Slot ref={measureRef} data-index={row ?? undefined} aria-posinset={index + 1} aria-setsize={first.total} aria-busy={!watch || undefined}>
      {watch ? <WatchCard watch={watch} priority={index === 0} /> : <CardPlaceholder style={{ minHeight: placeholderHeight }} />}
    </Slot>
  );
}

const Slot = styled.li`
  min-width: 0;
`;

/** Where a card is on its way: its piece is loading. */
const CardPlaceholder = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;
