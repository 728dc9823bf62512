/**
 * What a write changed in the catalogue (docs/architecture.md, "The catalogue-changed event"). Listeners may
 * act on the parts they keep; any listener may treat every change as "everything".
 */
export interface CatalogueChange {
  /** The watches written (added, changed or deleted); none names no watch in particular: all may have changed. */
  watchIds: number[];
  /** Whether collections (names, order, membership) changed. */
  collections: boolean;
  /** What happened, for logs: 'watch created', 'collections reordered', 'listing imported'. */
  reason: string;
}

/** Everything may have changed: sent to listeners when the channel (re)connects, since a change may have been missed. */
export const EVERYTHING_CHANGED: CatalogueChange = { watchIds: [], collections: true, reason: 'listening to catalogue changes again' };

/**
 * The PostgreSQL channel every replica hears catalogue changes on. NOTIFY reaches the sessions of one database
 * only, so stacks on other databases of the same server never hear each other.
 */
export const CATALOGUE_CHANNEL = 'caliber_catalogue_changed';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;

interface ChangeMessage {
  sender: string;
  change: CatalogueChange;
}

/** The NOTIFY payload; a change naming too many watches to fit names none (all may have changed). */
export function encodeChange(sender: string, change: CatalogueChange): string {
  const payload = JSON.stringify({ sender, change } satisfies ChangeMessage);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ sender, change: { ...change, watchIds: [], reason: change.reason.slice(0, 200) } } satisfies ChangeMessage);
}

/** The message's sender and change; a payload that is not one (a bare `NOTIFY` typed by hand) is "everything changed" from nobody. */
export function decodeChange(payload: string): ChangeMessage {
  try {
    const parsed = JSON.parse(payload) as Partial<ChangeMessage>;
    if (typeof parsed.sender === 'string' && parsed.change && Array.isArray(parsed.change.watchIds)) return parsed as ChangeMessage;
  } catch {
    // not JSON: fall through
  }
  return { sender: '', change: { ...EVERYTHING_CHANGED, reason: 'announced outside the writers' } };
}

/**
 * The `pg_notify(channel, payload)` arguments that announce a change made outside the writers (rows written by
 * hand or by a test's SQL), which every listening replica hears as it hears another replica's write.
 */
export const catalogueNotification = (change: CatalogueChange): [channel: string, payload: string] => [CATALOGUE_CHANNEL, encodeChange('', change)];
