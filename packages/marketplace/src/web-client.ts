import { endpointUrl } from './base-url.js';
import { type BoundedResponse, boundedFetch, type FetchFunction, type HttpLimits } from './bounded-fetch.js';
import { DEFAULT_TIMEOUT_MS } from './ebay-oauth.js';
import { bodyText, statusFailure } from './ebay-response.js';
import { ebayImageUrl, isEbayImageId } from './image-url.js';
import { isBotWallPage, parseListingPage } from './listing-page.js';
import { ListingNotFoundError, ListingPageBlockedError, PermanentMarketplaceError } from './marketplace-errors.js';
import type { MarketplaceListing } from './marketplace-listing.js';
import { parseStorePage } from './seller-links.js';

/** Settings of an {@link EbayWebClient}. */
export interface EbayWebClientConfig {
  /** `https://www.ebay.com`: listing and store pages. */
  webBaseUrl: string;
  /** `https://i.ebayimg.com`: pictures. */
  imageBaseUrl: string;
  /** Default 10 s. */
  timeoutMs?: number;
  /** Default 8 MB (real listing pages run to a few MB). */
  maxPageBytes?: number;
  /** Default 15 MB, the upload limit. */
  maxImageBytes?: number;
  fetch?: FetchFunction;
}

/** A downloaded picture. */
export interface EbayImage {
  bytes: Uint8Array;
  contentType: string;
}

const DEFAULT_MAX_PAGE_BYTES = 8 * 1024 * 1024;
const DEFAULT_MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * Reads eBay's web pages and pictures. Only ids go in: the host is always the configured one, the
 * path is built here, redirects are never followed, and answers are capped in time and size.
 */
export class EbayWebClient {
  private readonly pageLimits: HttpLimits;
  private readonly imageLimits: HttpLimits;

  constructor(private readonly config: EbayWebClientConfig) {
    const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.pageLimits = { timeoutMs, maxResponseBytes: config.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES };
    this.imageLimits = { timeoutMs, maxResponseBytes: config.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES };
  }

  /** `<webBaseUrl>/itm/<itemId>`, parsed (see `parseListingPage` for the errors). */
  async getListing(itemId: string): Promise<MarketplaceListing> {
    if (!/^\d{9,13}$/.test(itemId)) throw new RangeError(`Not an eBay item id: ${itemId}`);
    const response = await this.fetch(endpointUrl(this.config.webBaseUrl, `/itm/${itemId}`), this.pageLimits, 'text/html');
    if (response.status === 404 || response.status === 410) throw new ListingNotFoundError(itemId);
    // The bot check may come with 403 as well as 200.
    if (response.status === 403 && isBotWallPage(bodyText(response))) throw new ListingPageBlockedError(itemId);
    throwUnlessOk(response);
    return parseListingPage(bodyText(response), itemId);
  }

  /** The login username of the seller behind a store slug (`<webBaseUrl>/str/<slug>`), or null. */
  async getStoreOwner(storeSlug: string): Promise<string | null> {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(storeSlug)) throw new RangeError(`Not an eBay store name: ${storeSlug}`);
    const response = await this.fetch(endpointUrl(this.config.webBaseUrl, `/str/${storeSlug}`), this.pageLimits, 'text/html');
    if (response.status === 404) throw new PermanentMarketplaceError(`eBay has no store "${storeSlug}"`, 404);
    throwUnlessOk(response);
    return parseStorePage(bodyText(response));
  }

  /** The full-size picture `<imageBaseUrl>/images/g/<imageId>/s-l1600.jpg`. */
  async getImage(imageId: string): Promise<EbayImage> {
    if (!isEbayImageId(imageId)) throw new RangeError(`Not an eBay picture id: ${imageId}`);
    const response = await this.fetch(ebayImageUrl(this.config.imageBaseUrl, imageId), this.imageLimits, 'image/*');
    if (response.status === 404) throw new PermanentMarketplaceError(`eBay has no picture ${imageId}`, 404);
    throwUnlessOk(response);
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith('image/')) {
      throw new PermanentMarketplaceError(`eBay answered picture ${imageId} with ${contentType || 'no content type'}, not an image`);
    }
    return { bytes: response.body, contentType };
  }

  private fetch(url: string, limits: HttpLimits, accept: string): Promise<BoundedResponse> {
    return boundedFetch(url, { headers: { accept } }, limits, this.config.fetch);
  }
}

function throwUnlessOk(response: BoundedResponse): void {
  const failure = statusFailure(response);
  if (failure) throw failure;
  if (response.status !== 200) throw new PermanentMarketplaceError(`eBay answered ${response.status}`, response.status);
}
