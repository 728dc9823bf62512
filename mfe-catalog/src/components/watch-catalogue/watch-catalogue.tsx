import { BEST_MATCH, defaultSortOf, type WatchCardsPiece, type WatchListSource } from '@caliber/contracts';
import type { ReactNode } from 'react';
import { SkeletonGrid } from '@caliber/ui';
import styled from 'styled-components';
import { EmptyState } from '../empty-state';
import { SearchAlertControl } from './search-alert-control';
import { useWatchFilters } from './use-watch-filters';
import { useWatchList } from './use-watch-list';
import { WatchFilterPanel } from './watch-filters';
import { WatchSortFilter } from './watch-sort-filter';
import { WindowedWatchGrid } from './windowed-watch-grid';

interface WatchCatalogueProps {
  /** Which watches the list holds; a search's list starts in the order the search answered. */
  source: WatchListSource;
  /** Said instead of the list when the source holds no watch at all (before any filter). */
  noMatches?: ReactNode;
  /** Said above the list, given its first piece. */
  note?: (piece: WatchCardsPiece) => ReactNode;
  loadingLabel?: string;
}

/**
 * A list of watches: count line, sort and brand, the other filters, the cards in pieces, and the search
 * alert's control; choices kept in the URL and applied by the server (docs/storefront.md, "Long lists").
 */
export function WatchCatalogue({ source, noMatches, note, loadingLabel = 'Loading watches' }: WatchCatalogueProps) {
  const defaultSort = defaultSortOf(source);
  const { filters, problem, change, clear } = useWatchFilters(defaultSort);
  const { list, piece, error, reload } = useWatchList(source, filters);
  if (!piece) {
    return error ? (
      <EmptyState title="Watches are unavailable">
        <p>Please refresh the page in a moment.</p>
      </EmptyState>
    ) : (
      <SkeletonGrid count={6} minItemWidth={320} label={loadingLabel} />
    );
  }
  if (piece.matched === 0 && noMatches) return noMatches;
  return (
    <>
      {note?.(piece)}
      {problem && <FilterProblem role="alert">{`${problem}. The watches below leave that filter out.`}</FilterProblem>}
      <Toolbar>
        <Count aria-live="polite">Showing {piece.total} watches</Count>
        <WatchSortFilter
          sort={filters.sort}
          onSortChange={(sort) => change({ sort })}
          brand={filters.brand}
          onBrandChange={(brand) => change({ brand })}
          brands={piece.choices.brands}
          bestMatch={defaultSort === BEST_MATCH}
        />
      </Toolbar>
      <WatchFilterPanel filters={filters} movements={piece.choices.movements} onChange={change} onClear={clear} />
      {piece.total === 0 ? (
        <EmptyState title="No watches found">
          <p>Try changing your filters to see more results.</p>
        </EmptyState>
      ) : (
        <WindowedWatchGrid key={list} list={list} first={piece} onStale={reload} />
      )}
      <SearchAlertControl />
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 32px;
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Count = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-variant-numeric: tabular-nums;
`;

const FilterProblem = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  font-size: 14px;
`;
