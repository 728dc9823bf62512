import { INITIAL_DATA_GLOBAL } from '@caliber/contracts';

/**
 * First data for the route, inlined by the BFF and keyed by API path; swr serves it as fallback.
 * One object for the whole page, so revalidatePublic can forget entries an admin write made stale.
 */
export const initialData: Record<string, unknown> =
  (typeof window !== 'undefined' && (window as unknown as Record<string, Record<string, unknown> | undefined>)[INITIAL_DATA_GLOBAL]) || {};
