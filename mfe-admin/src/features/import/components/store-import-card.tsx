import { MARKETPLACE_NAME } from '@caliber/contracts';
import { Button, Field, Input } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CollectionSelect } from '../../../components/collection-select';
import { FormActions } from '../../../components/form-actions';
import type { JobStatus } from '../../../lib/jobs';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { importStore } from '../api/import-store';
import type { StoreImportResult } from '../lib/types';
import { hasErrors, validateStoreImport, type ImportErrors } from '../lib/validate-import';
import { ImportCard } from './import-card';

const Skipped = styled.ul`
  margin: 0;
  padding-left: 20px;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Progress = styled.p`
  && { color: ${({ theme }) => theme.colors.ink}; }
`;

/** 'Import from Store': every listing of a seller's store into one collection, as a job with progress. */
export function StoreImportCard() {
  const [storeId, setStoreId] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [errors, setErrors] = useState<ImportErrors>({});
  const [progress, setProgress] = useState<JobStatus<StoreImportResult>['progress'] | 'started' | null>(null);
  const [skipped, setSkipped] = useState<StoreImportResult['skipped']>([]);

  const onImport = async () => {
    const found = validateStoreImport(storeId, collectionId);
    setErrors(found);
    if (hasErrors(found)) return;
    setProgress('started');
    setSkipped([]);
    try {
      const result = await importStore(storeId, Number.parseInt(collectionId, 10), (next) => setProgress(next ?? 'started'));
      notifySuccess(`Successfully imported ${result.imported.length} listings from the ${MARKETPLACE_NAME} store`);
      setSkipped(result.skipped);
      setStoreId('');
    } catch (error) {
      notifyFailure('Failed to import store listings', error, 'Failed to import store listings');
    } finally {
      setProgress(null);
    }
  };

  return (
    <ImportCard title="Import from Store" description={`Import every watch listed in an ${MARKETPLACE_NAME} store into one collection.`}>
      <Field label="Store URL or ID" error={errors.storeId}>
        <Input value={storeId} onChange={(event) => setStoreId(event.target.value)} placeholder={`https://www.${MARKETPLACE_NAME.toLowerCase()}.com/str/your-store`} />
      </Field>
      <CollectionSelect value={collectionId} onChange={setCollectionId} error={errors.collectionId} />
      {progress && (
        <Progress role="status">
          {progress === 'started' || progress.total === 0 ? 'Importing listings...' : `Imported ${progress.done} of ${progress.total} listings...`}
        </Progress>
      )}
      {skipped.length > 0 && (
        <Skipped aria-label="Skipped listings">
          {skipped.map(({ itemId, reason }) => (
            <li key={itemId}>
              {itemId}: {reason}
            </li>
          ))}
        </Skipped>
      )}
      <FormActions>
        <Button type="button" onClick={onImport} disabled={progress !== null}>
          {progress ? 'Importing...' : 'Import Store Listings'}
        </Button>
      </FormActions>
    </ImportCard>
  );
}
