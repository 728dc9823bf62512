import type { ListingPreview } from '@caliber/contracts';
import { atom } from 'jotai';
import type { ListingValues } from '../lib/listing-values';

/** The listing fetched by item id and its saved details, kept while the operator switches sub-tabs. */
export interface ItemPreview {
  listing: ListingPreview;
  values: ListingValues;
}

export const itemPreviewAtom = atom<ItemPreview | null>(null);

/** The 'Import by Item ID' field: typed, or filled by a store import's skipped listing. */
export const itemIdAtom = atom('');

/** A listing is being fetched for that preview. */
export const itemFetchingAtom = atom(false);
