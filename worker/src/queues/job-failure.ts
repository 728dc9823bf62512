import { formatJobFailure, JOB_RETRY } from '@caliber/contracts';
import {
  ListingEndedError,
  ListingNotFoundError,
  ListingPageUnreadableError,
  MarketplaceError,
  PermanentMarketplaceError,
  RateLimitedError,
} from '@caliber/marketplace';
import { UnrecoverableError, type MinimalJob } from 'bullmq';

/** A job that cannot succeed as asked (bad input, missing fields, collection gone): never retried. */
export class JobInputError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'JobInputError';
  }
}

/** An error BullMQ retries after at least `retryAfterMs` (eBay's Retry-After). */
export class RetryableJobError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'RetryableJobError';
  }
}

/**
 * What a handler's failure becomes for BullMQ: permanent ones an `UnrecoverableError` (no retry),
 * transient ones a plain error (backoff applies). The message carries the HTTP status the BFF answers
 * with (see `formatJobFailure`). Unknown errors are retried and reported neutrally by the BFF.
 */
export function toJobFailure(error: unknown): Error {
  if (error instanceof UnrecoverableError || error instanceof RetryableJobError) return error;
  if (error instanceof JobInputError) return new UnrecoverableError(formatJobFailure(error.status, error.message));
  if (error instanceof RangeError) return new UnrecoverableError(formatJobFailure(400, error.message));
  if (error instanceof MarketplaceError) {
    if (error.retryable) {
      const retryAfterMs = error instanceof RateLimitedError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : undefined;
      return new RetryableJobError(formatJobFailure(503, error.message), retryAfterMs);
    }
    return new UnrecoverableError(formatJobFailure(permanentStatus(error), error.message));
  }
  return error instanceof Error ? error : new Error(String(error));
}

function permanentStatus(error: MarketplaceError): number {
  if (error instanceof ListingNotFoundError || error instanceof ListingEndedError) return 404;
  if (error instanceof ListingPageUnreadableError) return 502;
  if (error instanceof PermanentMarketplaceError) {
    if (error.code === 'invalid_client' || error.code === 'invalid_grant') return 409;
    if (error.status === 404) return 404;
  }
  return 502;
}

/**
 * Exponential backoff from the job's first delay (its queue's options, else {@link JOB_RETRY}), at most
 * `JOB_RETRY.maxDelayMs` apart, never sooner than eBay's Retry-After.
 */
export function retryDelay(attemptsMade: number, _type?: string, error?: Error, job?: MinimalJob): number {
  const backoff = job?.opts.backoff;
  const base = typeof backoff === 'object' && backoff.delay ? backoff.delay : JOB_RETRY.baseDelayMs;
  const exponential = Math.min(base * 2 ** Math.max(0, attemptsMade - 1), JOB_RETRY.maxDelayMs);
  const retryAfter = error instanceof RetryableJobError ? (error.retryAfterMs ?? 0) : 0;
  return Math.max(exponential, retryAfter);
}
