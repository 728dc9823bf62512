import { formatPrice, normalizePriceInput } from '@caliber/contracts';
import styled from 'styled-components';
import type { ScrapedListing } from '../lib/types';
import { PreviewImages } from './preview-images';

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  margin: 0;

  div { display: grid; gap: 2px; }
  dt { font-size: ${({ theme }) => theme.fontSizes.label}; letter-spacing: 0.12em; text-transform: uppercase; color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; }
`;

/** The details read from a listing page, as they will be imported. */
export function ScrapedListingPreview({ listing }: { listing: ScrapedListing }) {
  const specs: [string, string][] = [
    ['Brand', listing.brand],
    ['Model', listing.model],
    ['Reference', listing.reference],
    ['Movement', listing.movement],
    ['Case Material', listing.caseMaterial],
    ['Case Size', listing.caseSize],
    ['Year', listing.year ? String(listing.year) : ''],
    ['Condition', listing.condition],
    ['Price', listing.price ? formatPrice(normalizePriceInput(listing.price)) : ''],
  ];
  return (
    <>
      <Specs>
        {specs.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </Specs>
      <PreviewImages urls={listing.images} />
    </>
  );
}
