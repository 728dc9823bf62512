import { EBAY_HOSTS } from './ebay-hosts.js';

/** eBay's image host; listing data names pictures on it. */
export const EBAY_IMAGE_HOST_URL = EBAY_HOSTS.production.image;
const EBAY_IMAGE_HOSTNAME = new URL(EBAY_IMAGE_HOST_URL).hostname;

const IMAGE_ID = /^[A-Za-z0-9~_-]{16}$/;
const IMAGE_PATH = /^\/(?:thumbs\/)?images\/g\/([A-Za-z0-9~_-]{16})\/s-l\d{2,4}\.(?:jpe?g|webp|png)$/i;

/**
 * The 16-character picture id of an eBay image URL such as
 * `https://i.ebayimg.com/images/g/uwEAAOSwcL1lVGqn/s-l500.jpg` (thumbnail paths too); null for
 * anything else.
 */
export function ebayImageId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.hostname !== EBAY_IMAGE_HOSTNAME || parsed.username || parsed.password || parsed.port) return null;
  return IMAGE_PATH.exec(parsed.pathname)?.[1] ?? null;
}

/** The largest size of a picture: `<imageBaseUrl>/images/g/<id>/s-l1600.jpg`. */
export function ebayImageUrl(imageBaseUrl: string, imageId: string): string {
  if (!IMAGE_ID.test(imageId)) throw new RangeError(`Not an eBay picture id: ${imageId}`);
  return `${imageBaseUrl.replace(/\/+$/, '')}/images/g/${imageId}/s-l1600.jpg`;
}

/** Whether the text is a 16-character eBay picture id. */
export function isEbayImageId(value: string): boolean {
  return IMAGE_ID.test(value);
}

/** Full-size URLs on eBay's image host of the eBay pictures among `urls`, in order, without repeats. */
export function pictureUrls(urls: readonly (string | null | undefined)[]): string[] {
  const ids = urls.map((url) => (url ? ebayImageId(url) : null)).filter((id): id is string => id !== null);
  return [...new Set(ids)].map((id) => ebayImageUrl(EBAY_IMAGE_HOST_URL, id));
}
