import { ApiError } from '@caliber/ui';

/** The server's own words from a failed call: "409: This collection still holds 3 watches" → the part after the status. */
export function errorDetail(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  return error instanceof ApiError ? error.message.replace(/^\d{3}: /, '') : error.message;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
