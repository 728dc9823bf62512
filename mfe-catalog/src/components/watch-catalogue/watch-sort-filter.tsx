import { ALL_BRANDS, BEST_MATCH, BEST_MATCH_LABEL, WATCH_SORT_LABELS, WATCH_SORTS, type ListSort } from '@caliber/contracts';
import { OptionSelect, VisuallyHidden } from '@caliber/ui';
import { useId } from 'react';
import styled from 'styled-components';

const SORT_OPTIONS = WATCH_SORTS.map((value) => ({ value, label: WATCH_SORT_LABELS[value] }));
/** A search's results offer their own order first (docs/search.md). */
const SEARCH_SORT_OPTIONS = [{ value: BEST_MATCH, label: BEST_MATCH_LABEL }, ...SORT_OPTIONS];

interface WatchSortFilterProps<S extends ListSort> {
  sort: S;
  onSortChange: (sort: S) => void;
  brand: string;
  onBrandChange: (brand: string) => void;
  brands: readonly string[];
  /** Offer the search's best-match order. */
  bestMatch?: boolean;
}

/** The Sort and Brand selects above a list of watches. */
export function WatchSortFilter<S extends ListSort>({ sort, onSortChange, brand, onBrandChange, brands, bestMatch = false }: WatchSortFilterProps<S>) {
  const id = useId();
  return (
    <Controls>
      <VisuallyHidden as="label" htmlFor={`${id}-sort`}>
        Sort watches
      </VisuallyHidden>
      <OptionSelect
        id={`${id}-sort`}
        value={sort}
        onChange={(event) => onSortChange(event.target.value as S)}
        options={bestMatch ? SEARCH_SORT_OPTIONS : SORT_OPTIONS}
      />
      <VisuallyHidden as="label" htmlFor={`${id}-brand`}>
        Filter by brand
      </VisuallyHidden>
      <OptionSelect
        id={`${id}-brand`}
        value={brand}
        onChange={(event) => onBrandChange(event.target.value)}
        options={[{ value: ALL_BRANDS, label: 'All Brands' }, ...brands.map((name) => ({ value: name, label: name }))]}
      />
    </Controls>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  & > select {
    width: auto;
    min-width: 200px;
  }

  @media (max-width: 479px) {
    & > select {
      flex: 1 1 100%;
    }
  }
`;
