/** An amount as eBay writes it: a decimal string and an ISO 4217 currency code. */
export interface Money {
  value: string;
  currency: string;
}

/**
 * One eBay listing as read from the Browse API or from the listing page, before any mapping to our
 * watch fields.
 */
export interface MarketplaceListing {
  /** Legacy item id (the number in the listing URL). */
  itemId: string;
  title: string;
  price: Money | null;
  /** The page's "Approximately US $…" conversion of a price in another currency, as a decimal string. */
  convertedUsd?: string;
  /** eBay condition id, such as "3000"; the page layouts give only `conditionText`. */
  conditionId?: string;
  /** eBay condition name, such as "Pre-owned" or "New with tags". */
  conditionText?: string;
  /** Item specifics by label, such as `{"Brand": "Omega", "Reference Number": "231.10.39.21.06.001"}`. */
  aspects: Record<string, string>;
  mpn?: string;
  /** Full-size picture URLs on eBay's image host, in the listing's order. */
  imageUrls: string[];
  /** The seller's description as plain text. */
  descriptionText?: string;
  seller?: { username?: string; storeSlug?: string };
  /** The Browse API's `estimatedAvailabilityStatus`: `IN_STOCK`, `LIMITED_STOCK` or `OUT_OF_STOCK`. */
  availabilityStatus?: string;
  /** When the listing ends or ended (ISO 8601), when eBay says. */
  endsAt?: string;
}
