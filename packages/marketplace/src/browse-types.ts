import type { Money } from './marketplace-listing.js';

/** The fields of the Browse API `Item` (getItem, getItemByLegacyId) this package reads. */
export interface BrowseItem {
  itemId: string;
  legacyItemId?: string;
  title?: string;
  price?: Money & { convertedFromValue?: string; convertedFromCurrency?: string };
  currentBidPrice?: Money;
  condition?: string;
  conditionId?: string;
  conditionDescription?: string;
  image?: { imageUrl?: string };
  additionalImages?: { imageUrl?: string }[];
  brand?: string;
  mpn?: string;
  seller?: { username?: string };
  localizedAspects?: { type?: string; name: string; value: string }[];
  description?: string;
  shortDescription?: string;
  estimatedAvailabilities?: { estimatedAvailabilityStatus?: string }[];
  itemEndDate?: string;
}

/** The fields of a Browse API `ItemSummary` this package reads. */
export interface BrowseItemSummary {
  itemId: string;
  legacyItemId?: string;
  title?: string;
  price?: Money;
  image?: { imageUrl?: string };
}

/** A page of `item_summary/search`; `itemSummaries` is absent when the page is empty. */
export interface BrowseSearchPage {
  href?: string;
  total?: number;
  limit?: number;
  offset?: number;
  next?: string;
  prev?: string;
  itemSummaries?: BrowseItemSummary[];
}

/** eBay's REST error body. */
export interface BrowseErrorBody {
  errors?: { errorId?: number; message?: string; longMessage?: string }[];
}
