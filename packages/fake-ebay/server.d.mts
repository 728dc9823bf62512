/** The hand-written fixture files the fake serves (items/, pages/, stores/, images/), for parser tests too. */
export declare const FIXTURES_DIR: URL;
/** Username of the synthetic seller whose store holds `largeStoreSize` copies of one fixture item. */
export declare const LARGE_STORE_SELLER: string;
/** Legacy id of the first synthetic item; the others follow in sequence. */
export declare const LARGE_STORE_FIRST_ITEM_ID: number;

export interface FakeEbayOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Delay added to every eBay call (not to `/__calls`). */
  latencyMs?: number;
  /** Number of synthetic listings in the store of {@link LARGE_STORE_SELLER}. */
  largeStoreSize?: number;
  /** Who sells the synthetic listings (default `[LARGE_STORE_SELLER]`); with several, they are dealt in turn. */
  largeStoreSellers?: string[];
  /** Where `/oauth2/authorize` redirects (the RuName's "auth accepted URL"). */
  acceptUrl?: string;
  clientId?: string;
  clientSecret?: string;
  ruName?: string;
  tokenLifetimeSeconds?: number;
}

export interface FakeEbayCall {
  method: string;
  path: string;
  query: Record<string, string>;
  marketplaceId: string | null;
  status: number;
  at: string;
  /** Token endpoint calls: the grant type sent. */
  grantType?: string | null;
  /** Browse calls that passed the bearer check: which kind of token was used. */
  tokenKind?: 'application' | 'user';
}

export interface FakeEbay {
  /** The EBAY_* settings that send Caliber to this fake (credentials, RuName and the four base URLs). */
  env: Record<string, string>;
  url: string;
  clientId: string;
  clientSecret: string;
  ruName: string;
  calls(): FakeEbayCall[];
  clearCalls(): void;
  /** While on, Browse calls answer 429 errorId 2001, with `Retry-After` unless `retryAfterSeconds` is null. */
  setRateLimited(on: boolean, options?: { retryAfterSeconds?: number | null }): void;
  /** Forgets every access token issued so far, so the next Browse call answers 401. */
  revokeTokens(): void;
  setAcceptUrl(url: string): void;
  /** Serves these bytes (as image/jpeg) for every picture instead of `fixtures/images/watch.jpg`; null goes back to it. */
  setPicture(bytes: Uint8Array | null): void;
  /**
   * Ends a listing: from now on eBay answers 404 errorId 11001 for it (as for any ended, sold or removed
   * listing) and its page is gone; with `keepItem`, the Browse API still serves it with an `itemEndDate` in the past.
   */
  endListing(itemId: string, options?: { keepItem?: boolean }): void;
  /** Sells a listing: its `estimatedAvailabilities` say `OUT_OF_STOCK`, and it leaves the search. */
  sellListing(itemId: string): void;
  /** Changes a listing's price (a decimal string such as "3999.00"; the currency stays). */
  setListingPrice(itemId: string, value: string): void;
  /** Undoes every end, sale and price change. */
  resetListings(): void;
  /** Browse API calls received (`/buy/…`; the token calls and pages are not counted), for call-budget checks. */
  browseCallCount(): number;
  close(): Promise<void>;
}

export declare function startFakeEbay(options?: FakeEbayOptions): Promise<FakeEbay>;
