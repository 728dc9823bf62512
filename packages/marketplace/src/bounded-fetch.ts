import { PermanentMarketplaceError, TransientMarketplaceError } from './marketplace-errors.js';

/** Limits on one HTTP exchange with eBay. */
export interface HttpLimits {
  timeoutMs: number;
  maxResponseBytes: number;
}

/** A fully read answer. */
export interface BoundedResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** The `fetch` this package calls; injectable for tests. */
export type FetchFunction = typeof fetch;

/**
 * One request with a time limit covering the whole exchange, a cap on the answer's size, and no
 * redirect following (a 3xx comes back as it is). Network failures and timeouts become
 * {@link TransientMarketplaceError}; an answer over the cap a {@link PermanentMarketplaceError}.
 */
export async function boundedFetch(url: string, init: RequestInit, limits: HttpLimits, fetchFn: FetchFunction = fetch): Promise<BoundedResponse> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, redirect: 'manual', signal });
  } catch (error) {
    throw exchangeFailure(error, limits);
  }
  const declaredLength = Number(response.headers.get('content-length') ?? 0);
  if (declaredLength > limits.maxResponseBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(limits);
  }
  return { status: response.status, headers: response.headers, body: await readCapped(response, limits) };
}

async function readCapped(response: Response, limits: HttpLimits): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxResponseBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(limits);
      }
      chunks.push(value);
    }
  } catch (error) {
    throw error instanceof PermanentMarketplaceError ? error : exchangeFailure(error, limits);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function exchangeFailure(error: unknown, limits: HttpLimits): TransientMarketplaceError {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new TransientMarketplaceError(`eBay did not answer within ${limits.timeoutMs} ms`, undefined, { cause: error });
  }
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return new TransientMarketplaceError(`Could not reach eBay: ${reason}`, undefined, { cause: error });
}

function tooLarge(limits: HttpLimits): PermanentMarketplaceError {
  return new PermanentMarketplaceError(`eBay's answer is larger than the ${limits.maxResponseBytes}-byte limit`);
}
