import type { EbayPriceDifference, SortDirection, Watch, WatchSortColumn } from '@caliber/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../../components/data-table';
import { EbayPriceRow } from './ebay-price-row';
import { WatchRow } from './watch-row';

const COLUMNS: { label: string; sort?: WatchSortColumn }[] = [
  { label: 'Brand', sort: 'brand' },
  { label: 'Model', sort: 'model' },
  { label: 'Reference', sort: 'reference' },
  { label: 'Price', sort: 'price' },
  { label: 'Collection', sort: 'collection' },
  { label: 'Featured', sort: 'featured' },
  { label: 'Availability', sort: 'availability' },
  { label: 'Actions' },
];

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;
`;

export interface TableOrder {
  sort: WatchSortColumn;
  direction: SortDirection;
}

interface WatchTableProps {
  watches: Watch[];
  order: TableOrder;
  onSort: (column: WatchSortColumn) => void;
  onEdit: (watch: Watch) => void;
  /** Watches whose eBay listing asks another price: a row under each shows both (docs/ebay-sync.md). */
  priceDifferences: Map<number, EbayPriceDifference>;
}

/** The inventory: each column header sorts (again: the other way); brand, model, reference, price, featured and availability edit in place. */
export function WatchTable({ watches, order, onSort, onEdit, priceDifferences }: WatchTableProps) {
  return (
    <DataTable caption="Watch Inventory">
      <thead>
        <tr>
          {COLUMNS.map(({ label, sort }) => {
            const sorted = sort !== undefined && order.sort === sort;
            const Icon = !sorted ? ArrowUpDown : order.direction === 'asc' ? ArrowUp : ArrowDown;
            return (
              <th key={label} scope="col" aria-sort={sorted ? (order.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                {sort ? (
                  <SortButton type="button" onClick={() => onSort(sort)}>
                    {label}
                    <Icon size={14} aria-hidden />
                  </SortButton>
                ) : (
                  label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {watches.map((watch) => {
          const difference = priceDifferences.get(watch.id);
          return (
            <Fragment key={watch.id}>
              <WatchRow watch={watch} onEdit={onEdit} />
              {difference && <EbayPriceRow difference={difference} columns={COLUMNS.length} />}
            </Fragment>
          );
        })}
      </tbody>
    </DataTable>
  );
}
