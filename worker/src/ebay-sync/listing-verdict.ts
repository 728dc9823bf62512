import { ListingEndedError, ListingNotFoundError, type MarketplaceListing } from '@caliber/marketplace';

/** What eBay says of an imported watch's listing (docs/ebay-sync.md). */
export type ListingVerdict = { kind: 'gone' } | { kind: 'listed'; listing: MarketplaceListing };

/** Ended, sold out, or past its end date: the watch is sold; otherwise still listed. */
export function verdictOf(listing: MarketplaceListing, now: Date): ListingVerdict {
  const endsAt = listing.endsAt ? Date.parse(listing.endsAt) : Number.NaN;
  if (listing.availabilityStatus === 'OUT_OF_STOCK' || endsAt <= now.getTime()) return { kind: 'gone' };
  return { kind: 'listed', listing };
}

/** eBay answers 404 (errorId 11001) for ended, sold and removed listings alike; a page may say it ended. */
export function isGoneError(error: unknown): boolean {
  return error instanceof ListingNotFoundError || error instanceof ListingEndedError;
}

/** Two prices as the database and eBay write them ("4250.00", "4250") are the same amount. */
export function samePrice(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && Number(a) === Number(b);
}
