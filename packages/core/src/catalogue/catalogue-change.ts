/**
 * What a write changed in the catalogue (docs/architecture.md, "The catalogue-changed event"). Listeners may
 * act on the parts they keep; any listener may treat every change as "everything".
 */
export interface CatalogueChange {
  /** The watches written (added, changed or deleted). */
  watchIds: number[];
  /** Whether collections (names, order, membership) changed. */
  collections: boolean;
  /** What happened, for logs: 'watch created', 'collections reordered', 'listing imported'. */
  reason: string;
}

/** Everything may have changed: sent to listeners when the channel reconnects, since a change may have been missed. */
export const EVERYTHING_CHANGED: CatalogueChange = { watchIds: [], collections: true, reason: 'reconnected to the change channel' };

/** The Redis channel every replica hears catalogue changes on. */
export const catalogueChannel = (redisPrefix: string): string => `${redisPrefix}:catalogue:changed`;

interface ChangeMessage {
  sender: string;
  change: CatalogueChange;
}

export const encodeChange = (sender: string, change: CatalogueChange): string => JSON.stringify({ sender, change } satisfies ChangeMessage);

/** The message's sender and change; a message that is not one is read as "everything changed" from nobody. */
export function decodeChange(message: string): ChangeMessage {
  try {
    const parsed = JSON.parse(message) as Partial<ChangeMessage>;
    if (typeof parsed.sender === 'string' && parsed.change && Array.isArray(parsed.change.watchIds)) return parsed as ChangeMessage;
  } catch {
    // not JSON: fall through
  }
  return { sender: '', change: EVERYTHING_CHANGED };
}
