import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { apiFetch } from './api-fetch';
import { initialData } from './initial-data';

/** Spec §4 data defaults: fetched once, never refetched on its own, never retried. */
const config: SWRConfiguration = {
  fetcher: (url: string) => apiFetch(url),
  fallback: initialData,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};

/** swr configuration for the whole page; mounted once by the shell around every remote. */
export function ApiProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={config}>{children}</SWRConfig>;
}
