import type { Availability } from '@caliber/contracts';
import { Field, Input, OptionSelect } from '@caliber/ui';
import styled from 'styled-components';
import { useCollectionOptions } from '../../../api/get-admin-collections';
import type { InventoryFilters } from '../hooks/use-inventory-view';
import { AVAILABILITY_OPTIONS } from '../../../components/watch-fields/availability-options';

const FEATURED_FILTERS = [
  { value: 'true', label: 'Featured' },
  { value: 'false', label: 'Not featured' },
];

const EBAY_PRICE_FILTERS = [
  { value: 'true', label: 'Price differs on eBay' },
  { value: 'false', label: 'Same as eBay' },
];

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) repeat(4, minmax(160px, 1fr));
  gap: 16px;
  margin-bottom: 16px;

  @media (max-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
`;

interface InventoryToolbarProps {
  filters: InventoryFilters;
  onChange: (change: Partial<InventoryFilters>) => void;
}

/** Search as the operator types (brand, model, reference) and the collection, availability, featured and eBay price filters. */
export function InventoryToolbar({ filters, onChange }: InventoryToolbarProps) {
  const collectionOptions = useCollectionOptions();
  return (
    <Bar role="search" aria-label="Find watches">
      <Field label="Search">
        <Input type="search" placeholder="Brand, model or reference" value={filters.q} onChange={(event) => onChange({ q: event.target.value })} />
      </Field>
      <Field label="Collection">
        <OptionSelect
          value={filters.collectionId === null ? '' : String(filters.collectionId)}
          onChange={(event) => onChange({ collectionId: event.target.value ? Number(event.target.value) : null })}
          options={collectionOptions}
          emptyOption="All collections"
        />
      </Field>
      <Field label="Availability">
        <OptionSelect
          value={filters.availability ?? ''}
          onChange={(event) => onChange({ availability: (event.target.value || null) as Availability | null })}
          options={AVAILABILITY_OPTIONS}
          emptyOption="Any availability"
        />
      </Field>
      <Field label="Featured">
        <OptionSelect
          value={filters.featured === null ? '' : String(filters.featured)}
          onChange={(event) => onChange({ featured: event.target.value ? event.target.value === 'true' : null })}
          options={FEATURED_FILTERS}
          emptyOption="Featured or not"
        />
      </Field>
      <Field label="eBay price">
        <OptionSelect
          value={filters.ebayPriceDiffers === null ? '' : String(filters.ebayPriceDiffers)}
          onChange={(event) => onChange({ ebayPriceDiffers: event.target.value ? event.target.value === 'true' : null })}
          options={EBAY_PRICE_FILTERS}
          emptyOption="Any eBay price"
        />
      </Field>
    </Bar>
  );
}
