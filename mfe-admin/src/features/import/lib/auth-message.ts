import { MARKETPLACE } from '@caliber/contracts';

/** The auth-success window tells its opener `{type: 'EBAY_AUTH_SUCCESS', success: true}`. */
const AUTH_SUCCESS = `${MARKETPLACE.toUpperCase()}_AUTH_SUCCESS`;

/** Whether a window message is that success, posted from our own origin (any other sender is ignored). */
export function isAuthSuccess(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): boolean {
  const data = event.data as { type?: unknown; success?: unknown } | null;
  return event.origin === ownOrigin && data?.type === AUTH_SUCCESS && data.success === true;
}
