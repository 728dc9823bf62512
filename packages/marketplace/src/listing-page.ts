import { type CheerioAPI, load } from 'cheerio';
import { readCurrentLayout } from './current-listing-layout.js';
import { pictureUrls } from './image-url.js';
import { readLegacyLayout } from './legacy-listing-layout.js';
import { type ListingPageFields, textOf } from './listing-page-fields.js';
import { ListingEndedError, ListingPageBlockedError, ListingPageUnreadableError } from './marketplace-errors.js';
import type { MarketplaceListing } from './marketplace-listing.js';
import { parsePriceText } from './price-text.js';
import { type ProductJsonLd, readProductJsonLd } from './product-json-ld.js';
import { sellerOfListingPage } from './seller-links.js';

const BOT_WALL = /Pardon Our Interruption|Access Denied/i;
const STATUS_MESSAGES = '.d-statusmessage, [data-testid="d-statusmessage"], .ux-message__title, #msgPanel, .msgTextAlign';
const ENDED_BANNER =
  /This listing (?:sold on|was ended|has ended)[^.]*\.?|Bidding has ended on this item\.?|This auction ended on[^.]*\.?/i;

/**
 * Reads an eBay listing page in either layout (current `x-item-*` markup or the older `#itemTitle`
 * one), completed from its JSON-LD. Throws {@link ListingPageBlockedError} for eBay's bot check,
 * {@link ListingEndedError} when the page says the listing has ended and
 * {@link ListingPageUnreadableError} when it is neither layout.
 */
export function parseListingPage(html: string, itemId: string): MarketplaceListing {
  const $ = load(html);
  if (isBotWall($)) throw new ListingPageBlockedError(itemId);
  const banner = ENDED_BANNER.exec(textOf($(STATUS_MESSAGES)))?.[0];
  if (banner) throw new ListingEndedError(itemId, banner);
  const fields = readCurrentLayout($) ?? readLegacyLayout($);
  if (!fields) throw new ListingPageUnreadableError(itemId);
  return toListing(itemId, fields, readProductJsonLd($), $);
}

/** Whether the HTML is eBay's bot check ("Pardon Our Interruption", "Access Denied") rather than a page. */
export function isBotWallPage(html: string): boolean {
  return isBotWall(load(html));
}

function isBotWall($: CheerioAPI): boolean {
  return BOT_WALL.test(textOf($('title').first())) || BOT_WALL.test(textOf($('h1').first()));
}

function toListing(itemId: string, fields: ListingPageFields, product: ProductJsonLd, $: CheerioAPI): MarketplaceListing {
  const price = product.price ?? fields.price ?? (fields.priceText ? parsePriceText(fields.priceText) : null);
  const approx = fields.approxPriceText ? parsePriceText(fields.approxPriceText) : null;
  const aspects = { ...fields.aspects };
  if (!aspects.Brand && product.brand) aspects.Brand = product.brand;
  const imageUrls = [fields.imageCandidates, product.images, [$('meta[property="og:image"]').attr('content')]]
    .map(pictureUrls)
    .find((urls) => urls.length > 0);
  const listing: MarketplaceListing = {
    itemId,
    title: fields.title,
    price,
    aspects,
    imageUrls: imageUrls ?? [],
  };
  if (price && price.currency !== 'USD' && approx?.currency === 'USD') listing.convertedUsd = approx.value;
  if (fields.conditionText) listing.conditionText = fields.conditionText;
  const mpn = aspects.MPN ?? product.mpn;
  if (mpn) listing.mpn = mpn;
  // The seller's own description is a separate document (iframe); the page offers JSON-LD or seller notes.
  const description = product.description ?? aspects['Seller Notes']?.replace(/^[“"]|[”"]$/g, '');
  if (description) listing.descriptionText = description;
  const seller = sellerOfListingPage($);
  if (seller) listing.seller = seller;
  return listing;
}
