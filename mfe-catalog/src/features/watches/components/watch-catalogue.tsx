import type { Watch } from '@caliber/contracts';
import styled from 'styled-components';
import { useWatchSortFilter } from '../hooks/use-watch-sort-filter';
import { WatchGrid } from './watch-grid';
import { WatchSortFilter } from './watch-sort-filter';

/** A collection's watches: count line, sort and brand filter, grid. */
export function WatchCatalogue({ watches }: { watches: readonly Watch[] }) {
  const { sort, setSort, brand, setBrand, brands, visible } = useWatchSortFilter(watches);
  return (
    <>
      <Toolbar>
        <Count aria-live="polite">Showing {visible.length} watches</Count>
        <WatchSortFilter sort={sort} onSortChange={setSort} brand={brand} onBrandChange={setBrand} brands={brands} />
      </Toolbar>
      <WatchGrid watches={visible} />
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
