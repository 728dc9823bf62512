/** Base of every failure this package reports; `retryable` says whether trying later may succeed. */
export abstract class MarketplaceError extends Error {
  abstract readonly retryable: boolean;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** eBay has no such listing: never existed, ended, sold or removed (eBay answers the same for all). */
export class ListingNotFoundError extends MarketplaceError {
  readonly retryable = false;

  constructor(readonly itemId: string) {
    super(`eBay has no listing ${itemId}; it may have ended or been removed`);
  }
}

/** The listing page says the listing has ended (sold, ended by the seller, auction over). */
export class ListingEndedError extends MarketplaceError {
  readonly retryable = false;

  constructor(
    readonly itemId: string,
    readonly banner: string,
  ) {
    super(`eBay listing ${itemId} has ended: ${banner}`);
  }
}

/** eBay answered with its bot check ("Pardon Our Interruption") instead of the page. */
export class ListingPageBlockedError extends MarketplaceError {
  readonly retryable = true;

  constructor(readonly itemId: string) {
    super(`eBay showed a bot check instead of listing ${itemId}; try again later, or configure eBay API credentials`);
  }
}

/** The page is neither of the listing layouts this package reads. */
export class ListingPageUnreadableError extends MarketplaceError {
  readonly retryable = false;

  constructor(readonly itemId: string) {
    super(`The eBay page of listing ${itemId} could not be read: it has no listing title`);
  }
}

/** eBay answered 429: the call quota is used up for now. */
export class RateLimitedError extends MarketplaceError {
  readonly retryable = true;

  /** @param retryAfterSeconds eBay's `Retry-After`, when it sent one. */
  constructor(readonly retryAfterSeconds?: number) {
    super(
      retryAfterSeconds === undefined
        ? 'eBay is refusing calls for now (too many requests)'
        : `eBay is refusing calls for now (too many requests); retry after ${retryAfterSeconds} s`,
    );
  }
}

/** A failure that may pass: network error, timeout, 5xx, unreadable answer. */
export class TransientMarketplaceError extends MarketplaceError {
  readonly retryable = true;

  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * A failure that will repeat: eBay refused the request (4xx), the credentials, or the grant. `code` is
 * eBay's errorId or OAuth error (for example `invalid_grant`: the account must be connected again).
 */
export class PermanentMarketplaceError extends MarketplaceError {
  readonly retryable = false;

  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number | string,
  ) {
    super(message);
  }
}
