import { ALL_BRANDS, WATCH_SORT_LABELS, WATCH_SORTS, type WatchSort } from '@caliber/contracts';
import { Select, VisuallyHidden } from '@caliber/ui';
import { useId } from 'react';
import styled from 'styled-components';

interface WatchSortFilterProps {
  sort: WatchSort;
  onSortChange: (sort: WatchSort) => void;
  brand: string;
  onBrandChange: (brand: string) => void;
  brands: readonly string[];
}

/** The Sort and Brand selects above a list of watches. */
export function WatchSortFilter({ sort, onSortChange, brand, onBrandChange, brands }: WatchSortFilterProps) {
  const id = useId();
  return (
    <Controls>
      <VisuallyHidden as="label" htmlFor={`${id}-sort`}>
        Sort watches
      </VisuallyHidden>
      <Select id={`${id}-sort`} value={sort} onChange={(event) => onSortChange(event.target.value as WatchSort)}>
        {WATCH_SORTS.map((value) => (
          <option key={value} value={value}>
            {WATCH_SORT_LABELS[value]}
          </option>
        ))}
      </Select>
      <VisuallyHidden as="label" htmlFor={`${id}-brand`}>
        Filter by brand
      </VisuallyHidden>
      <Select id={`${id}-brand`} value={brand} onChange={(event) => onBrandChange(event.target.value)}>
        <option value={ALL_BRANDS}>All Brands</option>
        {brands.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
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
