import { MARKETPLACE_NAME } from '@caliber/contracts';
import { Button, Field, Input } from '@caliber/ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { CollectionSelect } from '../../../components/collection-select';
import { FormActions } from '../../../components/form-actions';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { getListing } from '../api/get-listing';
import { importListing } from '../api/import-listing';
import { hasErrors, validateItemId, validateItemImport, type ImportErrors } from '../lib/validate-import';
import { itemPreviewAtom } from '../state/import-preview';
import { FetchedListing } from './fetched-listing';
import { ImportCard } from './import-card';

/** 'Import by Item ID': fetch a listing, check or correct it, import it into a collection. */
export function ItemIdImportCard() {
  const [itemId, setItemId] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [errors, setErrors] = useState<ImportErrors>({});
  const [pending, setPending] = useState<'fetch' | 'import' | null>(null);
  const [preview, setPreview] = useAtom(itemPreviewAtom);

  const onFetch = async () => {
    const found = validateItemId(itemId);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending('fetch');
    try {
      setPreview({ listing: await getListing(itemId), edited: null });
    } catch (error) {
      notifyFailure('Failed to fetch listing', error, 'Failed to fetch listing');
    } finally {
      setPending(null);
    }
  };

  const onImport = async () => {
    const listingId = preview?.listing.itemId ?? itemId;
    const found = validateItemImport(listingId, collectionId);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending('import');
    try {
      await importListing(listingId, Number.parseInt(collectionId, 10), preview?.edited ?? null);
      notifySuccess(`Watch imported successfully from ${MARKETPLACE_NAME}`);
      setPreview(null);
      setItemId('');
      setCollectionId('');
    } catch (error) {
      notifyFailure('Failed to import listing', error, 'Failed to import listing');
    } finally {
      setPending(null);
    }
  };

  return (
    <ImportCard title="Import by Item ID" description={`Fetch one ${MARKETPLACE_NAME} listing by its item number, check it, then import it.`}>
      <Field label={`${MARKETPLACE_NAME} Item ID`} error={errors.itemId}>
        <Input value={itemId} inputMode="numeric" onChange={(event) => setItemId(event.target.value)} placeholder="e.g. 256123456789" />
      </Field>
      <div>
        <Button type="button" variant="secondary" onClick={onFetch} disabled={pending !== null}>
          {pending === 'fetch' ? 'Fetching...' : 'Fetch Listing'}
        </Button>
      </div>
      {preview && (
        <>
          <FetchedListing listing={preview.listing} edited={preview.edited} onSave={(edited) => setPreview({ ...preview, edited })} />
          <CollectionSelect value={collectionId} onChange={setCollectionId} error={errors.collectionId} />
          <FormActions>
            <Button type="button" onClick={onImport} disabled={pending !== null}>
              {pending === 'import' ? 'Importing...' : 'Import Listing'}
            </Button>
          </FormActions>
        </>
      )}
    </ImportCard>
  );
}
