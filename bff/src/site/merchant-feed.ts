import { absoluteImageUrl, BUSINESS_NAME, merchantPrice, ROUTES, SITE_DESCRIPTION, type Availability, type Watch } from '@caliber/contracts';
import { escapeXml } from './xml.js';

/** Google's product data namespace, which Merchant Center reads an RSS 2.0 feed's `g:` fields from. */
export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** Google's limits (Merchant Center product data specification). */
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;
const MAX_ADDITIONAL_IMAGES = 10;
/** Google's product taxonomy: Apparel & Accessories > Jewelry > Watches. */
const WATCHES_CATEGORY = '201';

/** A watch on hold can still be seen but not bought: out of stock until it is back or sold. Sold ones leave the feed. */
const FEED_AVAILABILITY: Record<Exclude<Availability, 'sold'>, string> = { available: 'in_stock', on_hold: 'out_of_stock' };

/**
 * /feeds/google-merchant.xml (docs/merchant-feed.md): every watch a visitor can see in the lists (available and
 * on hold, never sold) as an RSS 2.0 item with Google's `g:` fields, every address absolute. It is written in
 * three parts, so that it can be streamed a page of watches at a time: the head, the items of each page, the tail.
 */
export function feedHead(publicUrl: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}"><channel>` +
    element('title', BUSINESS_NAME) +
    element('link', `${publicUrl}/`) +
    element('description', SITE_DESCRIPTION)
  );
}

/** The items of some watches, in their order; a sold one has none. */
export function feedItems(publicUrl: string, imageHost: string | null, watches: readonly Watch[]): string {
  return watches.map((watch) => (watch.availability === 'sold' ? '' : feedItem(publicUrl, imageHost, watch, FEED_AVAILABILITY[watch.availability]))).join('');
}

export const FEED_TAIL = '</channel></rss>\n';

function feedItem(publicUrl: string, imageHost: string | null, watch: Watch, availability: string): string {
  const name = `${watch.brand} ${watch.model}`;
  const title = `${name} Ref. ${watch.reference}`;
  const description = watch.description.trim() || `${name}, reference ${watch.reference}, in ${watch.condition.toLowerCase()} condition.`;
  const [image, ...moreImages] = photosOf(watch).map((url) => absoluteImageUrl(url, publicUrl, imageHost));
  const fields = [
    element('g:id', String(watch.id)),
    element('title', truncate(title, MAX_TITLE)),
    element('description', truncate(description, MAX_DESCRIPTION)),
    element('link', `${publicUrl}${ROUTES.watch(watch.slug)}`),
    image ? element('g:image_link', image) : '',
    ...moreImages.slice(0, MAX_ADDITIONAL_IMAGES).map((url) => element('g:additional_image_link', url)),
    element('g:price', merchantPrice(watch.price)),
    element('g:condition', watch.condition === 'New' ? 'new' : 'used'),
    element('g:availability', availability),
    element('g:brand', watch.brand),
    element('g:mpn', watch.reference),
    element('g:google_product_category', WATCHES_CATEGORY),
  ];
  return `<item>${fields.join('')}</item>`;
}

/** The primary image first, then the gallery's other photos, each once. */
function photosOf(watch: Watch): string[] {
  return [...new Set([watch.imageUrl, ...(watch.imageGallery ?? [])].map((url) => url.trim()).filter(Boolean))];
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}
