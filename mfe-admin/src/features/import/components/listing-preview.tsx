import { formatPrice, normalizePriceInput } from '@caliber/contracts';
import { Button, Field, Input } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { notifySuccess } from '../../../lib/notify';
import type { EditedListing, ListingDetails } from '../lib/types';
import { PreviewImages } from './preview-images';

const Box = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};

  h4 { margin: 0; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;

  dl, dd { margin: 0; }
  dt { font-size: ${({ theme }) => theme.fontSizes.label}; letter-spacing: 0.12em; text-transform: uppercase; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const FIELDS: { name: keyof EditedListing; label: string }[] = [
  { name: 'brand', label: 'Brand' },
  { name: 'model', label: 'Model' },
  { name: 'reference', label: 'Reference' },
  { name: 'price', label: 'Price' },
];

interface ListingPreviewProps {
  listing: ListingDetails;
  edited: EditedListing | null;
  onSave: (edited: EditedListing) => void;
}

/** A fetched listing; 'Edit Details' lets the operator correct brand, model, reference and price before importing. */
export function ListingPreview({ listing, edited, onSave }: ListingPreviewProps) {
  const current = edited ?? { brand: listing.brand, model: listing.model, reference: listing.reference, price: listing.price };
  const [draft, setDraft] = useState<EditedListing | null>(null);

  const toggle = () => {
    if (!draft) return setDraft(current);
    onSave({ ...draft, price: normalizePriceInput(draft.price) });
    setDraft(null);
    notifySuccess('Changes saved', 'Your edits will be used during import.');
  };

  return (
    <Box>
      <h4>{listing.title}</h4>
      <PreviewImages urls={listing.pictureURLs} />
      <Grid>
        {FIELDS.map(({ name, label }) =>
          draft ? (
            <Field key={name} label={label}>
              <Input value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
            </Field>
          ) : (
            <dl key={name}>
              <dt>{label}</dt>
              <dd>{name === 'price' ? `${formatPrice(current.price)} ${listing.currency}` : current[name] || '—'}</dd>
            </dl>
          ),
        )}
      </Grid>
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={toggle}>
          {draft ? 'Save Changes' : 'Edit Details'}
        </Button>
      </div>
    </Box>
  );
}
