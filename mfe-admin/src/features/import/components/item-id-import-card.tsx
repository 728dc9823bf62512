import { MARKETPLACE_NAME } from '@caliber/contracts';
import { Button, Field, Input } from '@caliber/ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { importListing } from '../api/import-listing';
import { useFetchListing } from '../hooks/use-fetch-listing';
import { overridesOf } from '../lib/listing-values';
import { hasErrors, validateItemId, validateItemImport, type ImportErrors } from '../lib/validate-import';
import { itemIdAtom, itemPreviewAtom } from '../state/import-preview';
import { ImportCard } from './import-card';
import { ListingImport } from './listing-import';

/** Where a store import's skipped listing sends the operator. */
export const ITEM_ID_CARD_ID = 'import-by-item-id';

/** 'Import by Item ID': fetch a listing, check or complete it, import it into a collection. */
export function ItemIdImportCard() {
  const [itemId, setItemId] = useAtom(itemIdAtom);
  const [collectionId, setCollectionId] = useState('');
  const [errors, setErrors] = useState<ImportErrors>({});
  const [importing, setImporting] = useState(false);
  const [preview, setPreview] = useAtom(itemPreviewAtom);
  const { fetching, fetchListing } = useFetchListing();
  const busy = fetching || importing;

  const onFetch = async () => {
    const found = validateItemId(itemId);
    setErrors(found);
    if (hasErrors(found)) return;
    await fetchListing(itemId.trim());
  };

  const onImport = async () => {
    const listingId = preview?.listing.itemId ?? itemId;
    const found = validateItemImport(listingId, collectionId);
    setErrors(found);
    if (hasErrors(found)) return;
    setImporting(true);
    try {
      await importListing(listingId, Number.parseInt(collectionId, 10), preview && overridesOf(preview.values));
      notifySuccess(`Watch imported successfully from ${MARKETPLACE_NAME}`);
      setPreview(null);
      setItemId('');
      setCollectionId('');
    } catch (error) {
      notifyFailure('Failed to import listing', error, 'Failed to import listing');
    } finally {
      setImporting(false);
    }
  };

  return (
    <ImportCard id={ITEM_ID_CARD_ID} title="Import by Item ID" description={`Fetch one ${MARKETPLACE_NAME} listing by its item number, check it, then import it.`}>
      <Field label={`${MARKETPLACE_NAME} Item ID`} error={errors.itemId}>
        <Input value={itemId} inputMode="numeric" onChange={(event) => setItemId(event.target.value)} placeholder="e.g. 256123456789" />
      </Field>
      <div>
        <Button type="button" variant="secondary" onClick={onFetch} disabled={busy}>
          {fetching ? 'Fetching...' : 'Fetch Listing'}
        </Button>
      </div>
      {preview && (
        <ListingImport
          key={preview.listing.itemId}
          title={preview.listing.title}
          pictures={preview.listing.pictureURLs}
          imageCount={preview.listing.imageCount}
          listing={preview.listing}
          values={preview.values}
          currency={preview.listing.currency}
          onSave={(values) => setPreview({ ...preview, values })}
          collectionId={collectionId}
          onCollectionChange={setCollectionId}
          collectionError={errors.collectionId}
          importLabel="Import Listing"
          importing={importing}
          busy={busy}
          onImport={onImport}
        />
      )}
    </ImportCard>
  );
}
