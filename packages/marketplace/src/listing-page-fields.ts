import type { CheerioAPI } from 'cheerio';
import type { Money } from './marketplace-listing.js';

/** What one listing page layout yields before it is merged with the page's JSON-LD. */
export interface ListingPageFields {
  title: string;
  /** A price from markup attributes, when the layout has one. */
  price?: Money;
  /** The visible price, such as "US $4,250.00". */
  priceText?: string;
  /** The visible conversion, such as "US $9,712.45". */
  approxPriceText?: string;
  conditionText?: string;
  aspects: Record<string, string>;
  /** Picture URLs in gallery order, possibly with placeholders and several sizes. */
  imageCandidates: string[];
}

/** A layout reader: null when the page is not in that layout. */
export type ListingLayoutReader = ($: CheerioAPI) => ListingPageFields | null;

/** The element's text with whitespace collapsed. */
export function textOf(element: { text(): string }): string {
  return element.text().replace(/\s+/g, ' ').trim();
}

/** "Pre-owned: An item that has been used…" → "Pre-owned". */
export function conditionName(text: string): string {
  return text.split(':')[0].trim();
}
