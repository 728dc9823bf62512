import type { ListingFields } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { useState } from 'react';
import { CollectionSelect } from '../../../components/collection-select';
import { FormActions } from '../../../components/form-actions';
import type { ListingValues } from '../lib/listing-values';
import { ListingDetails } from './listing-details';
import { ListingPreviewBox } from './listing-preview-box';
import { SaveFirstNote } from './save-first-note';

interface ListingImportProps {
  title: string;
  pictures: string[];
  imageCount: number;
  listing: ListingFields;
  values: ListingValues;
  onSave: (values: ListingValues) => void;
  currency?: string;
  collectionId: string;
  onCollectionChange: (collectionId: string) => void;
  collectionError?: string;
  /** e.g. 'Import Listing'; it reads 'Importing...' while `importing`. */
  importLabel: string;
  importing: boolean;
  /** Another call of the card is under way. */
  busy: boolean;
  onImport: () => void;
}

/**
 * A preview and its import, the same by item id and by URL: the listing, its details (editable), the
 * collection and the import button, which waits while the details are being edited.
 */
export function ListingImport({ title, pictures, imageCount, listing, values, onSave, currency, collectionId, onCollectionChange, collectionError, importLabel, importing, busy, onImport }: ListingImportProps) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <ListingPreviewBox title={title} pictures={pictures} imageCount={imageCount}>
        <ListingDetails
          listing={listing}
          values={values}
          currency={currency}
          editing={editing}
          onEdit={() => setEditing(true)}
          onSave={(saved) => {
            onSave(saved);
            setEditing(false);
          }}
        />
      </ListingPreviewBox>
      <CollectionSelect value={collectionId} onChange={onCollectionChange} error={collectionError} />
      <FormActions>
        {editing && <SaveFirstNote />}
        <Button type="button" onClick={onImport} disabled={busy || editing}>
          {importing ? 'Importing...' : importLabel}
        </Button>
      </FormActions>
    </>
  );
}
