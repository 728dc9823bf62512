import type { ListingPreview } from '@caliber/contracts';
import { atom } from 'jotai';
import type { ListingEdits } from '../lib/listing-edits';

/** The listing fetched by item id, kept while the operator switches sub-tabs; saved edits are used on import. */
export interface ItemPreview {
  listing: ListingPreview;
  edited: ListingEdits | null;
}

export const itemPreviewAtom = atom<ItemPreview | null>(null);
