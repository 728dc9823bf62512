import { API } from '@caliber/contracts';
import { mutate } from 'swr';
import { initialData } from './initial-data';

function isPublicListOrStats(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (key === API.collections || key.startsWith(`${API.collections}/`) || key.startsWith(API.watches) || key.startsWith(API.watchCardsBase) || key === API.admin.stats)
  );
}

/**
 * After an admin change to watches or collections: refetch the public lists (watches, featured,
 * collections and their detail reads) and the stats. Entries on screen reload now; others are dropped,
 * because with revalidateIfStale off a cached entry would otherwise be shown again unchanged.
 */
export async function revalidatePublic(): Promise<void> {
  for (const key of Object.keys(initialData)) if (isPublicListOrStats(key)) delete initialData[key];
  await mutate(isPublicListOrStats, undefined, { revalidate: true });
}
