import { useAtom, useSetAtom } from 'jotai';
import { notifyFailure } from '../../../lib/notify';
import { getListing } from '../api/get-listing';
import { listingValuesOf } from '../lib/listing-values';
import { itemFetchingAtom, itemIdAtom, itemPreviewAtom } from '../state/import-preview';

/** Fetches a listing into the 'Import by Item ID' preview: from its own button, or from a store import's skipped listing. */
export function useFetchListing() {
  const setPreview = useSetAtom(itemPreviewAtom);
  const setItemId = useSetAtom(itemIdAtom);
  const [fetching, setFetching] = useAtom(itemFetchingAtom);

  const fetchListing = async (itemId: string) => {
    setItemId(itemId);
    setFetching(true);
    try {
      const listing = await getListing(itemId);
      setPreview({ listing, values: listingValuesOf(listing) });
    } catch (error) {
      notifyFailure('Failed to fetch listing', error, 'Failed to fetch listing');
    } finally {
      setFetching(false);
    }
  };

  return { fetching, fetchListing };
}
