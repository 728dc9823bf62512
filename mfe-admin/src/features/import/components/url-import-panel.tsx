import { MARKETPLACE_NAME, type ScrapedListing } from '@caliber/contracts';
import { Button, Field, Input } from '@caliber/ui';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { importFromUrl } from '../api/import-from-url';
import { scrapeDetails } from '../api/scrape-details';
import { listingValuesOf, overridesOf, type ListingValues } from '../lib/listing-values';
import { hasErrors, validateListingUrl, validateUrlImport, type ImportErrors } from '../lib/validate-import';
import { ImportCard } from './import-card';
import { ListingImport } from './listing-import';

/** A loaded listing and the details the import will use. */
type Loaded = { listing: ScrapedListing; values: ListingValues };

/** 'Import by URL': load a listing page's details, check or complete them, then import them into a collection. */
export function UrlImportPanel() {
  const [url, setUrl] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [errors, setErrors] = useState<ImportErrors>({});
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pending, setPending] = useState<'load' | 'import' | null>(null);

  const onLoad = async () => {
    const found = validateListingUrl(url);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending('load');
    try {
      const listing = await scrapeDetails(url);
      setLoaded({ listing, values: listingValuesOf(listing) });
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
      await importFromUrl(url, Number.parseInt(collectionId, 10), loaded && overridesOf(loaded.values));
      notifySuccess('Listing imported successfully');
      setUrl('');
      setCollectionId('');
      setLoaded(null);
    } catch (error) {
      notifyFailure('Failed to import listing', error, 'Failed to import listing');
    } finally {
      setPending(null);
    }
  };

  return (
    <ImportCard title="Import by URL" description={`Paste the address of an ${MARKETPLACE_NAME} listing to read its watch details.`}>
      <Field label={`${MARKETPLACE_NAME} Listing URL`} error={errors.url}>
        <Input
          type="url"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setLoaded(null);
          }}
          placeholder={`https://www.${MARKETPLACE_NAME.toLowerCase()}.com/itm/...`}
        />
      </Field>
      <div>
        <Button type="button" variant="secondary" onClick={onLoad} disabled={pending !== null}>
          {pending === 'load' ? 'Loading...' : 'Load Details'}
        </Button>
      </div>
      {loaded && (
        <ListingImport
          key={loaded.listing.itemId}
          title={loaded.listing.title}
          pictures={loaded.listing.images}
          imageCount={loaded.listing.imageCount}
          listing={loaded.listing}
          values={loaded.values}
          onSave={(values) => setLoaded({ ...loaded, values })}
          collectionId={collectionId}
          onCollectionChange={setCollectionId}
          collectionError={errors.collectionId}
          importLabel="Import to Collection"
          importing={pending === 'import'}
          busy={pending !== null}
          onImport={onImport}
        />
      )}
    </ImportCard>
  );
}
