import { createContext, useContext, useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { ApiError, apiFetch, type ApiFetchOptions } from './api-fetch';

/** API paths the server found missing (404) for this page; swr's fallback holds data only, not errors. */
export const MissingPathsContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Reads an API path (the key is the URL) with the shared defaults; `null` skips the call.
 * `{ on401: 'null' }` yields null data instead of an error when not signed in; `{ keepPreviousData: true }`
 * keeps showing the last answer while a new key (a search as it is typed) loads.
 * A path the server already found missing answers its 404 at once, on the server and in the browser
 * alike, so a missing watch renders its not-found screen in the served HTML too.
 */
export function useApi<T>(
  key: string | null,
  { on401 = 'throw', keepPreviousData = false }: Pick<ApiFetchOptions, 'on401'> & { keepPreviousData?: boolean } = {},
): SWRResponse<T, Error> {
  const missingPaths = useContext(MissingPathsContext);
  const missing = key !== null && missingPaths.has(key);
  const response = useSWR<T, Error>(missing ? null : key, (url: string) => apiFetch<T>(url, { on401 }), { keepPreviousData });
  const notFound = useMemo(() => (missing ? new ApiError(404, `Nothing at ${key}`) : undefined), [missing, key]);
  return notFound ? { ...response, error: notFound, isLoading: false } : response;
}
