import { BEST_MATCH, type ListSort, type Watch } from '@caliber/contracts';
import styled from 'styled-components';
import { SearchAlertControl } from './search-alert-control';
import { useWatchFilters } from './use-watch-filters';
import { WatchFilterPanel } from './watch-filters';
import { WatchGrid } from './watch-grid';
import { WatchSortFilter } from './watch-sort-filter';

interface WatchCatalogueProps {
  watches: readonly Watch[];
  /** 'relevance' on the search page: the order the search answered. */
  defaultSort?: ListSort;
}

/** A list of watches: count line, sort and brand, the other filters, grid, and the search alert's control; choices kept in the URL. */
export function WatchCatalogue({ watches, defaultSort = 'newest' }: WatchCatalogueProps) {
  const { filters, problem, change, clear, brands, movements, visible } = useWatchFilters(watches, defaultSort);
  return (
    <>
      {problem && <FilterProblem role="alert">{`${problem}. The watches below leave that filter out.`}</FilterProblem>}
      <Toolbar>
        <Count aria-live="polite">Showing {visible.length} watches</Count>
        <WatchSortFilter
          sort={filters.sort}
          onSortChange={(sort) => change({ sort })}
          brand={filters.brand}
          onBrandChange={(brand) => change({ brand })}
          brands={brands}
          bestMatch={defaultSort === BEST_MATCH}
        />
      </Toolbar>
      <WatchFilterPanel filters={filters} movements={movements} onChange={change} onClear={clear} />
      <WatchGrid watches={visible} />
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
