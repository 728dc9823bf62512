import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { apiFetch } from './api-fetch';
import { initialData as pageData } from './initial-data';

/** Spec §4 data defaults: fetched once, never refetched on its own, never retried. */
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
  children: ReactNode;
}

/** swr configuration for the whole page; mounted once by the shell around every remote. */
export function ApiProvider({ initialData = pageData, children }: ApiProviderProps) {
  const value = useMemo(() => ({ ...config, fallback: initialData }), [initialData]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
