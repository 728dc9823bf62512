import { atom } from 'jotai';
import type { EditedListing, ListingDetails } from '../lib/types';

/** The listing fetched by item id, kept while the operator switches sub-tabs; edits are used on import. */
export interface ItemPreview {
  itemId: string;
  listing: ListingDetails;
  edited: EditedListing | null;
}

export const itemPreviewAtom = atom<ItemPreview | null>(null);
