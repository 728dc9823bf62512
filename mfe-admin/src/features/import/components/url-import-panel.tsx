import { MARKETPLACE_NAME, type ScrapedListing } from '@caliber/contracts';
import { Button, Field, Input } from '@caliber/ui';
import { useState } from 'react';
import { CollectionSelect } from '../../../components/collection-select';
import { FormActions } from '../../../components/form-actions';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { importFromUrl } from '../api/import-from-url';
import { scrapeDetails } from '../api/scrape-details';
import { overridesOf } from '../lib/scraped-overrides';
import { hasErrors, validateListingUrl, validateUrlImport, type ImportErrors } from '../lib/validate-import';
import { ImportCard } from './import-card';
import { ScrapedListingPreview } from './scraped-listing-preview';

/** 'Import by URL': load a listing page's details, then import them into a collection. */
export function UrlImportPanel() {
  const [url, setUrl] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [errors, setErrors] = useState<ImportErrors>({});
  const [listing, setListing] = useState<ScrapedListing | null>(null);
  const [pending, setPending] = useState<'load' | 'import' | null>(null);

  const onLoad = async () => {
    const found = validateListingUrl(url);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending('load');
    try {
      setListing(await scrapeDetails(url));
      notifySuccess('Listing details loaded successfully');
    } catch (error) {
      notifyFailure('Failed to scrape listing', error, 'Failed to scrape listing');
    } finally {
      setPending(null);
    }
  };

  const onImport = async () => {
    const found = validateUrlImport(url, collectionId);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending('import');
    try {
      await importFromUrl(url, Number.parseInt(collectionId, 10), listing && overridesOf(listing));
      notifySuccess('Listing imported successfully');
      setUrl('');
      setCollectionId('');
      setListing(null);
    } catch (error) {
      notifyFailure('Failed to import listing', error, 'Failed to import listing');
    } finally {
      setPending(null);
    }
  };

  return (
    <ImportCard title="Import by URL" description={`Paste the address of an ${MARKETPLACE_NAME} listing to read its watch details.`}>
      <Field label={`${MARKETPLACE_NAME} Listing URL`} error={errors.url}>
        <Input type="url" value={url} onChange={(event) => {
            setUrl(event.target.value);
            setListing(null);
          }} placeholder={`https://www.${MARKETPLACE_NAME.toLowerCase()}.com/itm/...`} />
      </Field>
      <div>
        <Button type="button" variant="secondary" onClick={onLoad} disabled={pending !== null}>
          {pending === 'load' ? 'Loading...' : 'Load Details'}
        </Button>
      </div>
      {listing && (
        <>
          <ScrapedListingPreview listing={listing} />
          <CollectionSelect value={collectionId} onChange={setCollectionId} error={errors.collectionId} />
          <FormActions>
            <Button type="button" onClick={onImport} disabled={pending !== null}>
              {pending === 'import' ? 'Importing...' : 'Import to Collection'}
            </Button>
          </FormActions>
        </>
      )}
    </ImportCard>
  );
}
