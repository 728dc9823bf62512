import { MARKETPLACE_NAME, type JobProgress, type StoreImportResult } from '@caliber/contracts';
import { Button, Field, Input } from '@caliber/ui';
import { useState } from 'react';
import { CollectionSelect } from '../../../components/collection-select';
import { FormActions } from '../../../components/form-actions';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { importStore } from '../api/import-store';
import { useFetchListing } from '../hooks/use-fetch-listing';
import { hasErrors, validateStoreImport, type ImportErrors } from '../lib/validate-import';
import { ImportCard } from './import-card';
import { ITEM_ID_CARD_ID } from './item-id-import-card';
import { StoreImportProgress } from './store-import-progress';
import { StoreImportSummary } from './store-import-summary';

/** Running: the job's last progress (null until the first poll); idle: null. */
type Running = { progress: JobProgress | null } | null;

/** 'Import from Store': every listing of a seller's store into one collection, as a job with progress. */
export function StoreImportCard() {
  const [storeId, setStoreId] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [errors, setErrors] = useState<ImportErrors>({});
  const [running, setRunning] = useState<Running>(null);
  const [result, setResult] = useState<StoreImportResult | null>(null);
  const { fetchListing } = useFetchListing();

  const openInItemPreview = (itemId: string) => {
    document.getElementById(ITEM_ID_CARD_ID)?.scrollIntoView({ block: 'start' });
    void fetchListing(itemId);
  };

  const onImport = async () => {
    const found = validateStoreImport(storeId, collectionId);
    setErrors(found);
    if (hasErrors(found)) return;
    setRunning({ progress: null });
    setResult(null);
    try {
      const imported = await importStore(storeId, Number.parseInt(collectionId, 10), (progress) => setRunning({ progress }));
      notifySuccess(`Successfully imported ${imported.watches.length} listings from the ${MARKETPLACE_NAME} store`);
      setResult(imported);
      setStoreId('');
      setCollectionId('');
    } catch (error) {
      notifyFailure('Failed to import store listings', error, 'Failed to import store listings');
    } finally {
      setRunning(null);
    }
  };

  return (
    <ImportCard title="Import from Store" description={`Import every watch listed in an ${MARKETPLACE_NAME} store into one collection.`}>
      <Field label="Store URL or ID" error={errors.storeId}>
        <Input value={storeId} onChange={(event) => setStoreId(event.target.value)} placeholder={`https://www.${MARKETPLACE_NAME.toLowerCase()}.com/str/your-store`} />
      </Field>
      <CollectionSelect value={collectionId} onChange={setCollectionId} error={errors.collectionId} />
      {running && <StoreImportProgress progress={running.progress} />}
      {result && <StoreImportSummary result={result} onOpen={openInItemPreview} />}
      <FormActions>
        <Button type="button" onClick={onImport} disabled={running !== null}>
          {running ? 'Importing...' : 'Import Store Listings'}
        </Button>
      </FormActions>
    </ImportCard>
  );
}
