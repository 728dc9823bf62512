import { type CheerioAPI, load } from 'cheerio';
import { EBAY_HOSTS } from './ebay-hosts.js';
import { parseStoreRef, type StoreRef } from './store-ref.js';

const SELLER_CARD_LINKS = '.x-sellercard-atf a[href], .mbg a[href], #storeSeller a[href]';
const PAGE_BASE_URL = EBAY_HOSTS.production.web;

/** The seller named by a listing page: username and store slug from the seller card and description frame. */
export function sellerOfListingPage($: CheerioAPI): { username?: string; storeSlug?: string } | undefined {
  const seller: { username?: string; storeSlug?: string } = {};
  for (const link of $(SELLER_CARD_LINKS).toArray()) {
    const ref = refOfLink($(link).attr('href'));
    if (ref?.kind === 'username') seller.username ??= ref.username;
    if (ref?.kind === 'store') seller.storeSlug ??= ref.slug;
  }
  const frameSeller = frameSellerOf($);
  if (frameSeller) seller.username ??= frameSeller;
  return seller.username || seller.storeSlug ? seller : undefined;
}

/**
 * The login username on an eBay store page (`/str/<slug>`), read from its profile, feedback or contact
 * links; null when the page names none.
 */
export function parseStorePage(html: string): string | null {
  const $ = load(html);
  for (const link of $('a[href]').toArray()) {
    const href = $(link).attr('href') ?? '';
    const ref = refOfLink(href);
    if (ref?.kind === 'username') return ref.username;
    const url = safeUrl(href);
    const fromFeedback = /^\/fdbk\/feedback_profile\/([^/]+)/.exec(url?.pathname ?? '')?.[1] ?? url?.searchParams.get('requested');
    const parsed = fromFeedback ? parseStoreRef(fromFeedback) : undefined;
    if (parsed?.ok && parsed.kind === 'username') return parsed.username;
  }
  return null;
}

function refOfLink(href: string | undefined): StoreRef | undefined {
  const url = href ? safeUrl(href) : null;
  if (!url) return undefined;
  const ref = parseStoreRef(url.href);
  return ref.ok ? ref : undefined;
}

function frameSellerOf($: CheerioAPI): string | undefined {
  const src = $('#desc_ifr').attr('src');
  const seller = src ? safeUrl(src)?.searchParams.get('seller') : undefined;
  const ref = seller ? parseStoreRef(seller) : undefined;
  return ref?.ok && ref.kind === 'username' ? ref.username : undefined;
}

function safeUrl(href: string): URL | null {
  try {
    return new URL(href, PAGE_BASE_URL);
  } catch {
    return null;
  }
}
