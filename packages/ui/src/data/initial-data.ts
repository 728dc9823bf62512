import { missingReadPaths } from '@caliber/contracts';
import { readPageState } from './page-state';

/**
 * First data for the route, inlined by the BFF and keyed by API path; swr serves it as fallback.
 * One object for the whole page, so revalidatePublic can forget entries an admin write made stale.
 */
export const initialData: Record<string, unknown> = readPageState()?.data ?? {};

/** API paths that answered 404 when the BFF built the page: the page's reads it sent no data for, when it says so. */
export const missingPaths: readonly string[] = readPageState()?.notFound ? missingReadPaths(location.pathname, location.search, initialData) : [];
