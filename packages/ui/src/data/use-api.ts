import useSWR, { type SWRResponse } from 'swr';
import { apiFetch, type ApiFetchOptions } from './api-fetch';

/**
 * Reads an API path (the key is the URL) with the shared defaults; `null` skips the call.
 * `{ on401: 'null' }` yields null data instead of an error when not signed in.
 */
export function useApi<T>(key: string | null, { on401 = 'throw' }: Pick<ApiFetchOptions, 'on401'> = {}): SWRResponse<T, Error> {
  return useSWR<T, Error>(key, (url: string) => apiFetch<T>(url, { on401 }));
}
