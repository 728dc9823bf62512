import { EBAY_USERNAME_PATTERN } from '@caliber/contracts';
import { isStoresHost, marketplaceForSiteHost } from './ebay-sites.js';
import { parseWebAddress } from './web-address.js';

/** A seller named by login username (usable in a Browse search filter) or a store named by its slug. */
export type StoreRef = { kind: 'username'; username: string } | { kind: 'store'; slug: string };

/** The outcome of {@link parseStoreRef}. */
export type StoreRefResult = ({ ok: true } & StoreRef) | { ok: false; message: string };

/** Refusal texts of the store import (docs/back-office.md, with the marketplace named). */
export const STORE_REF_MESSAGES = {
  empty: 'Please enter an eBay store ID or URL',
  invalid: 'Please enter a valid eBay store ID or complete store URL',
} as const;

const USERNAME = EBAY_USERNAME_PATTERN;
const STORE_SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Reads what the operator typed in the store import: a bare id (an eBay user id: letters, digits, `.`, `_`,
 * `*` and `-`, taken as the seller's username), `/usr/<username>`, `/sch/i.html?_ssn=<username>`, `/str/<slug>` or
 * `stores.ebay.<site>/<name>` on an eBay host. Pure: it never fetches anything.
 */
export function parseStoreRef(input: string): StoreRefResult {
  const text = input.trim();
  if (!text) return { ok: false, message: STORE_REF_MESSAGES.empty };
  if (USERNAME.test(text)) return { ok: true, kind: 'username', username: text };
  const url = parseWebAddress(text);
  if (!url) return invalid();
  const [first, second] = url.pathname.split('/').filter(Boolean).map(safeDecode);
  if (isStoresHost(url.hostname)) return store(first);
  if (!marketplaceForSiteHost(url.hostname)) return invalid();
  if (first === 'str') return store(second);
  if (first === 'usr') return username(second);
  const ssn = url.searchParams.get('_ssn');
  return ssn ? username(ssn) : invalid();
}

function username(value: string | undefined): StoreRefResult {
  return value && USERNAME.test(value) ? { ok: true, kind: 'username', username: value } : invalid();
}

function store(value: string | undefined): StoreRefResult {
  return value && STORE_SLUG.test(value) ? { ok: true, kind: 'store', slug: value } : invalid();
}

function invalid(): StoreRefResult {
  return { ok: false, message: STORE_REF_MESSAGES.invalid };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
