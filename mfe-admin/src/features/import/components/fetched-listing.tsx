import { formatPrice, type ListingPreview } from '@caliber/contracts';
import { Button, Field, Input } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { notifySuccess } from '../../../lib/notify';
import { EDITABLE_FIELDS, editsOf, savedEdits, type ListingEdits } from '../lib/listing-edits';
import { ListingSpecs } from './listing-specs';
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
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
`;

interface FetchedListingProps {
  listing: ListingPreview;
  edited: ListingEdits | null;
  onSave: (edited: ListingEdits) => void;
}

/** A listing fetched by item id; 'Edit Details' lets the operator correct brand, model, reference and price before importing. */
export function FetchedListing({ listing, edited, onSave }: FetchedListingProps) {
  const current = edited ?? editsOf(listing);
  const [draft, setDraft] = useState<ListingEdits | null>(null);

  const toggle = () => {
    if (!draft) return setDraft(current);
    onSave(savedEdits(draft));
    setDraft(null);
    notifySuccess('Changes saved', 'Your edits will be used during import.');
  };

  return (
    <Box aria-label="Listing preview" role="group">
      <h4>{listing.title}</h4>
      <PreviewImages urls={listing.pictureURLs} count={listing.imageCount} />
      {draft ? (
        <Grid>
          {EDITABLE_FIELDS.map(({ name, label }) => (
            <Field key={name} label={label}>
              <Input value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
            </Field>
          ))}
        </Grid>
      ) : (
        <ListingSpecs
          specs={EDITABLE_FIELDS.map(({ name, label }) => [label, name === 'price' ? current.price && `${formatPrice(current.price)} ${listing.currency}` : current[name]])}
        />
      )}
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={toggle}>
          {draft ? 'Save Changes' : 'Edit Details'}
        </Button>
      </div>
    </Box>
  );
}
