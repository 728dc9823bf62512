import { EBAY_USERNAME_PATTERN } from '@caliber/contracts';
import { endpointUrl } from './base-url.js';
import { type BoundedResponse, boundedFetch, type HttpLimits } from './bounded-fetch.js';
import { fromBrowseItem } from './browse-item.js';
import type { BrowseErrorBody, BrowseItem, BrowseSearchPage } from './browse-types.js';
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS, type EbayAppCredentials, EbayOAuthClient } from './ebay-oauth.js';
import { bodyJson, statusFailure } from './ebay-response.js';
import { ListingNotFoundError, PermanentMarketplaceError } from './marketplace-errors.js';
import type { MarketplaceListing, Money } from './marketplace-listing.js';

/** eBay's leaf category "Wristwatches". */
export const WRISTWATCHES_CATEGORY_ID = '31387';
/** The largest page `item_summary/search` allows. */
export const MAX_SEARCH_PAGE_SIZE = 200;

/** Settings of a {@link BrowseClient}. */
export interface BrowseClientConfig extends EbayAppCredentials {
  /** Sent as `X-EBAY-C-MARKETPLACE-ID`; default `EBAY_US` (prices then come in US dollars where eBay converts). */
  marketplaceId?: string;
  /**
   * When an eBay account is connected: its current access token (the provider refreshes it), or null
   * to use the application token.
   */
  userAccessToken?: () => Promise<string | null>;
}

/** One listing of a seller's search page. */
export interface SellerItemSummary {
  /** Legacy item id. */
  itemId: string;
  title: string;
  price: Money | null;
  imageUrl?: string;
}

/** A page of a seller's listings in the Wristwatches category. */
export interface SellerItemsPage {
  total: number;
  limit: number;
  offset: number;
  /** Whether a page follows this one. */
  hasMore: boolean;
  items: SellerItemSummary[];
}

// Renew the application token this long before eBay's expiry (tokens last 7,200 s).
const TOKEN_RENEWAL_MARGIN_SECONDS = 300;

/**
 * Client of eBay's Browse API. Uses the application token (client credentials, cached until shortly
 * before expiry and minted again once when eBay answers 401) unless a connected account's token is
 * provided. Every call is capped in time and size and never follows redirects; failures are typed
 * (see `marketplace-errors`).
 */
export class BrowseClient {
  private readonly oauth: EbayOAuthClient;
  private readonly limits: HttpLimits;
  private cachedToken?: { value: string; renewAt: number };
  private pendingToken?: Promise<string>;

  constructor(private readonly config: BrowseClientConfig) {
    this.oauth = new EbayOAuthClient(config);
    this.limits = {
      timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxResponseBytes: config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    };
  }

  /** The listing with this legacy item id; {@link ListingNotFoundError} when eBay has none. */
  async getItemByLegacyId(itemId: string): Promise<MarketplaceListing> {
    if (!/^\d{1,19}$/.test(itemId)) throw new RangeError(`Not an eBay item id: ${itemId}`);
    const item = (await this.get('/buy/browse/v1/item/get_item_by_legacy_id', { legacy_item_id: itemId }, itemId)) as BrowseItem;
    return fromBrowseItem(item);
  }

  /**
   * One page of a seller's Wristwatches listings. `limit` is at most 200 (default 200) and `offset` a
   * multiple of it, as eBay requires.
   */
  async searchBySeller(username: string, page: { limit?: number; offset?: number } = {}): Promise<SellerItemsPage> {
    const { limit = MAX_SEARCH_PAGE_SIZE, offset = 0 } = page;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_PAGE_SIZE) {
      throw new RangeError(`limit must be an integer from 1 to ${MAX_SEARCH_PAGE_SIZE}`);
    }
    if (!Number.isInteger(offset) || offset < 0 || offset % limit !== 0) throw new RangeError('offset must be a multiple of limit');
    const body = (await this.get('/buy/browse/v1/item_summary/search', {
      category_ids: WRISTWATCHES_CATEGORY_ID,
      filter: sellersFilter([username]),
      limit: String(limit),
      offset: String(offset),
    })) as BrowseSearchPage;
    const items = (body.itemSummaries ?? []).map(
      (summary): SellerItemSummary => ({
        itemId: summary.legacyItemId ?? /^v1\|(\d+)\|/.exec(summary.itemId)?.[1] ?? summary.itemId,
        title: summary.title ?? '',
        price: summary.price ? { value: summary.price.value, currency: summary.price.currency } : null,
        ...(summary.image?.imageUrl ? { imageUrl: summary.image.imageUrl } : {}),
      }),
    );
    const total = body.total ?? items.length;
    return { total, limit, offset, hasMore: body.next !== undefined && offset + limit < total, items };
  }

  private async get(path: string, query: Record<string, string>, itemId?: string): Promise<unknown> {
    const url = `${endpointUrl(this.config.apiBaseUrl, path)}?${encodedQuery(query)}`;
    const userToken = (await this.config.userAccessToken?.()) ?? null;
    let response = await this.send(url, userToken ?? (await this.applicationToken()));
    if (response.status === 401) {
      // Revoked or expired early (or a user token eBay no longer accepts): one retry with a new application token.
      response = await this.send(url, await this.applicationToken(true));
    }
    if (response.status === 200) return bodyJson(response);
    throw browseFailure(response, itemId);
  }

  private send(url: string, token: string): Promise<BoundedResponse> {
    return boundedFetch(
      url,
      {
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'x-ebay-c-marketplace-id': this.config.marketplaceId ?? 'EBAY_US',
        },
      },
      this.limits,
      this.config.fetch,
    );
  }

  private async applicationToken(renew = false): Promise<string> {
    if (!renew && this.cachedToken && Date.now() < this.cachedToken.renewAt) return this.cachedToken.value;
    this.pendingToken ??= this.oauth
      .mintApplicationToken()
      .then((token) => {
        const lifetime = Math.max(0, token.expiresInSeconds - TOKEN_RENEWAL_MARGIN_SECONDS);
        this.cachedToken = { value: token.accessToken, renewAt: Date.now() + lifetime * 1000 };
        return token.accessToken;
      })
      .finally(() => {
        this.pendingToken = undefined;
      });
    return this.pendingToken;
  }
}

function browseFailure(response: BoundedResponse, itemId: string | undefined): Error {
  let error: NonNullable<BrowseErrorBody['errors']>[number] | undefined;
  try {
    error = (bodyJson(response) as BrowseErrorBody).errors?.[0];
  } catch {
    error = undefined;
  }
  const message = error?.longMessage ?? error?.message;
  const byStatus = statusFailure(response, message);
  if (byStatus) return byStatus;
  const notFound = response.status === 404 || error?.errorId === 11001 || error?.errorId === 11003;
  if (itemId !== undefined && notFound) return new ListingNotFoundError(itemId);
  if (response.status === 401) {
    return new PermanentMarketplaceError(`eBay refused the access token: ${message ?? 'status 401'}`, 401, error?.errorId);
  }
  return new PermanentMarketplaceError(`eBay refused the request: ${message ?? `status ${response.status}`}`, response.status, error?.errorId);
}

/**
 * The Browse filter `sellers:{a|b}`: values inside `{}`, separated by `|`. A value holding the filter's own
 * syntax (`{`, `}`, `|`, `,`) would break out of it, so only eBay user ids (`EBAY_USERNAME_PATTERN`: letters,
 * digits, `.`, `_`, `*`, `-`) are taken; anything else is a RangeError, never a search.
 */
export function sellersFilter(usernames: string[]): string {
  const names = usernames.map((username) => username.trim());
  for (const name of names) if (!EBAY_USERNAME_PATTERN.test(name)) throw new RangeError(`Not an eBay username: ${name}`);
  if (names.length === 0) throw new RangeError('A sellers filter needs a seller');
  return `sellers:{${names.join('|')}}`;
}

/**
 * Query values URL-encoded, as eBay asks: form encoding, plus `*` (reserved in RFC 3986, and a character of eBay
 * user ids), which URLSearchParams leaves as it is.
 */
function encodedQuery(query: Record<string, string>): string {
  return new URLSearchParams(query).toString().replaceAll('*', '%2A');
}
