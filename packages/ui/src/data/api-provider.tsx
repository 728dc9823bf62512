import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { apiFetch } from './api-fetch';
import { initialData as pageData, missingPaths as pageMissing } from './initial-data';
import { MissingPathsContext } from './use-api';

/** Data defaults (docs/storefront.md): fetched once, never refetched on its own, never retried. */
const config: SWRConfiguration = {
  fetcher: (url: string) => apiFetch(url),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};

interface ApiProviderProps {
  /** First data keyed by API path; the page's inlined data in the browser, the request's on the server. */
  initialData?: Record<string, unknown>;
  /** API paths the server found missing for this page (see useApi). */
  missing?: readonly string[];
  children: ReactNode;
}

/** swr configuration for the whole page; mounted once by the shell around every remote. */
export function ApiProvider({ initialData = pageData, missing = pageMissing, children }: ApiProviderProps) {
  const value = useMemo(() => ({ ...config, fallback: initialData }), [initialData]);
  const missingPaths = useMemo(() => new Set(missing), [missing]);
  return (
    <MissingPathsContext.Provider value={missingPaths}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </MissingPathsContext.Provider>
  );
}
