import type { Watch } from '@caliber/contracts';

/** GET listings?itemId= (spec §3 "Marketplace item details"). */
export interface ListingDetails {
  itemId?: string;
  title: string;
  price: string;
  currency: string;
  brand: string;
  model: string;
  reference: string;
  pictureURLs: string[];
}

/** The fields an operator may correct before importing (spec §2 'Edit Details'). */
export type EditedListing = Pick<ListingDetails, 'price' | 'brand' | 'model' | 'reference'>;

/** GET scrape-details?url= (spec §3 "Scraped listing details"). */
export interface ScrapedListing {
  brand: string;
  model: string;
  reference: string;
  movement: string;
  caseMaterial: string;
  caseSize: string;
  year: number | string | null;
  condition: string;
  price: string;
  images: string[];
}

/** The finished store-import job (ARCHITECTURE §6): what was imported and what was skipped, with why. */
export interface StoreImportResult {
  imported: Watch[];
  skipped: { itemId: string; reason: string }[];
}

export interface MarketplaceStatus {
  configured: boolean;
  connected: boolean;
}
