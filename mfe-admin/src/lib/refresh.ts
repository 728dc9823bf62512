import { revalidatePublic } from '@caliber/ui';
import { mutate } from 'swr';

/** The path and every read of it with a query (each page, search and filter of a list). */
const readsOf = (key: string) => (cached: unknown) => typeof cached === 'string' && (cached === key || cached.startsWith(`${key}?`));

/** Refetches a list on screen (every query of it) and keeps showing the old one meanwhile. */
export function revalidateKey(key: string): Promise<unknown> {
  return mutate(readsOf(key));
}

/**
 * Forgets a read that another tab shows: with data never stale, a kept entry would be shown unchanged
 * when that tab opens again; a dropped one is fetched anew (and at once, when on screen).
 */
export function dropKey(key: string): Promise<unknown> {
  return mutate(readsOf(key), undefined, { revalidate: true });
}

/** After any write to watches or collections: public lists and stats (docs/back-office.md), then the admin reads named. */
export async function refreshAfterWrite({ revalidate = [], drop = [] }: { revalidate?: string[]; drop?: string[] }): Promise<void> {
  await Promise.all([revalidatePublic(), ...revalidate.map(revalidateKey), ...drop.map(dropKey)]);
}
