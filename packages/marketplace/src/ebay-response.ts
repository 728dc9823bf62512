import type { BoundedResponse } from './bounded-fetch.js';
import {
  type MarketplaceError,
  PermanentMarketplaceError,
  RateLimitedError,
  TransientMarketplaceError,
} from './marketplace-errors.js';

/** The answer's body as text (UTF-8). */
export function bodyText(response: BoundedResponse): string {
  return new TextDecoder().decode(response.body);
}

/** The answer's body as JSON; a body that is not JSON is a transient failure (a proxy's error page). */
export function bodyJson(response: BoundedResponse): unknown {
  try {
    return JSON.parse(bodyText(response));
  } catch {
    throw new TransientMarketplaceError(`eBay answered ${response.status} with a body that is not JSON`, response.status);
  }
}

/** The failure an answer stands for by its status alone (3xx, 429, 5xx); undefined for the others. */
export function statusFailure(response: BoundedResponse, detail?: string): MarketplaceError | undefined {
  const { status } = response;
  if (status >= 300 && status < 400) {
    return new PermanentMarketplaceError(`eBay answered with a redirect (${status}), which is not followed`, status);
  }
  if (status === 429) return new RateLimitedError(retryAfterSeconds(response.headers.get('retry-after')));
  if (status >= 500) return new TransientMarketplaceError(`eBay answered ${status}${detail ? `: ${detail}` : ''}`, status);
  return undefined;
}

/** `Retry-After` as seconds from now; it may be a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
