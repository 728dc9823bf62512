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
import { ImportCard } from './import-card';
import { ListingPreview } from './listing-preview';

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
      setPreview({ itemId: itemId.trim(), listing: await getListing(itemId), edited: null });
    } catch (error) {
      notifyFailure('Failed to fetch listing', error);
    } finally {
      setPending(null);
    }
  };

  const onImport = async () => {
    const found = validateItemImport(preview?.itemId ?? itemId, collectionId);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending('import');
    try {
      await importListing(preview?.itemId ?? itemId, Number.parseInt(collectionId, 10), preview?.edited ?? null);
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
          <ListingPreview listing={preview.listing} edited={preview.edited} onSave={(edited) => setPreview({ ...preview, edited })} />
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
