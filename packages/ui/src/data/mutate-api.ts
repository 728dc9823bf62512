import { apiFetch } from './api-fetch';

/** A write (POST by default). Throws ApiError like every call; refresh what it changed afterwards (revalidatePublic). */
export function mutateApi<T = unknown>(url: string, { method = 'POST', body }: { method?: string; body?: unknown } = {}): Promise<T> {
  return apiFetch<T>(url, { method, body });
}
