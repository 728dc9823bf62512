/**
 * @caliber/marketplace: eBay for Caliber. URL and store-reference parsing (pure, for the BFF), the
 * Browse API and OAuth clients, listing-page reading, and the mapping of a listing to watch fields.
 */
export { EBAY_HOSTS, type EbayEnvironment } from './ebay-hosts.js';
export { EXAMPLE_LISTING_URL, parseListingUrl, type ListingUrlResult } from './listing-url.js';
export { parseStoreRef, STORE_REF_MESSAGES, type StoreRef, type StoreRefResult } from './store-ref.js';
export { EBAY_IMAGE_HOST_URL, ebayImageId, ebayImageUrl, isEbayImageId, pictureUrls } from './image-url.js';
export type { MarketplaceListing, Money } from './marketplace-listing.js';
export {
  MarketplaceError,
  ListingNotFoundError,
  ListingEndedError,
  ListingPageBlockedError,
  ListingPageUnreadableError,
  RateLimitedError,
  TransientMarketplaceError,
  PermanentMarketplaceError,
} from './marketplace-errors.js';
export type { FetchFunction } from './bounded-fetch.js';
export {
  EBAY_API_SCOPE,
  buildConsentUrl,
  EbayOAuthClient,
  type AccessToken,
  type ConsentUrlOptions,
  type EbayAppCredentials,
  type UserTokens,
} from './ebay-oauth.js';
export {
  BrowseClient,
  MAX_SEARCH_PAGE_SIZE,
  WRISTWATCHES_CATEGORY_ID,
  type BrowseClientConfig,
  type SellerItemSummary,
  type SellerItemsPage,
} from './browse-client.js';
export type { BrowseItem, BrowseItemSummary, BrowseSearchPage } from './browse-types.js';
export { fromBrowseItem } from './browse-item.js';
export { isBotWallPage, parseListingPage } from './listing-page.js';
export { parseStorePage } from './seller-links.js';
export { parsePriceText } from './price-text.js';
export { htmlToPlainText } from './plain-text.js';
export { EbayWebClient, type EbayImage, type EbayWebClientConfig } from './web-client.js';
export {
  PREVIEW_IMAGE_COUNT,
  toWatchDraft,
  watchCondition,
  yearOf,
  type WatchDraft,
  type WatchDraftField,
  type WatchDraftResult,
  type WatchMappingOptions,
} from './watch-mapping.js';
