import { EBAY_HOSTS } from './ebay-hosts.js';
import { marketplaceForSiteHost } from './ebay-sites.js';
import { parseWebAddress } from './web-address.js';

/** The outcome of {@link parseListingUrl}. */
export type ListingUrlResult =
  | { ok: true; itemId: string; marketplaceId: string }
  | { ok: false; message: string };

/** A listing address as operators paste it, for messages. */
export const EXAMPLE_LISTING_URL = `${EBAY_HOSTS.production.web}/itm/123456789012`;
const ACCEPTED = `Please enter an eBay listing URL such as ${EXAMPLE_LISTING_URL}`;
const ITEM_ID = /^\d{9,13}$/;

/**
 * Takes the item id out of an eBay listing URL. Only eBay's own web hosts are accepted (ebay.com and
 * the country sites, bare or with www., m., cgi. and the befr./benl./cafr. editions), over http or
 * https, without user info or port. Pure: it never fetches anything.
 */
export function parseListingUrl(input: string): ListingUrlResult {
  const text = input.trim();
  if (!text) return refuse('Please enter an eBay listing URL');
  const url = parseWebAddress(text);
  if (!url) return refuse(ACCEPTED);
  if (url.hostname === 'ebay.us') {
    return refuse(`Short eBay links (ebay.us) cannot be read. Open the link and copy the full listing URL, such as ${EXAMPLE_LISTING_URL}`);
  }
  const marketplaceId = marketplaceForSiteHost(url.hostname);
  if (!marketplaceId) return refuse(ACCEPTED);
  const itemId = itemIdFromPath(url.pathname) ?? itemIdFromQuery(url.searchParams);
  if (!itemId) return refuse(`That eBay address is not a listing. ${ACCEPTED}`);
  return { ok: true, itemId, marketplaceId };
}

/** `/itm/<id>`, `/itm/<slug>/<id>` (also `/itm/<Slug>-/<id>`) and `/itm/<slug>-<id>`. */
function itemIdFromPath(pathname: string): string | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (first?.toLowerCase() !== 'itm') return undefined;
  if (rest.length === 1) return ITEM_ID.test(rest[0]) ? rest[0] : /-(\d{9,13})$/.exec(rest[0])?.[1];
  if (rest.length === 2 && ITEM_ID.test(rest[1])) return rest[1];
  return undefined;
}

/** Legacy `eBayISAPI.dll?ViewItem&item=<id>` and `?itemId=<id>` addresses. */
function itemIdFromQuery(query: URLSearchParams): string | undefined {
  return [query.get('item'), query.get('itemId')].find((value): value is string => value !== null && ITEM_ID.test(value));
}

function refuse(message: string): ListingUrlResult {
  return { ok: false, message };
}
