import { ALL_WATCHES_SLUG, API, matchPage, NOT_FOUND_PAGE, pageMeta, ROUTES, type PageMeta } from '@caliber/contracts';
import { trackPageView, useApi, useLocation } from '@caliber/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useRuntimeConfig } from '../../../lib/config-context';
import { trimPath } from '../../../lib/trim-path';

/** The read a page's title depends on (a watch's, or the collections a collection's page is among), if any. */
function recordPath(pathname: string): string | null {
  const { page, params } = matchPage(pathname);
  if (page.path === ROUTES.watch(':slug')) return API.watch(params.slug);
  return page.path === ROUTES.collection(':slug') && params.slug !== ALL_WATCHES_SLUG ? API.collections : null;
}

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string | null): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function applyMeta(meta: PageMeta, canonical: string): void {
  document.title = meta.title;
  setMeta('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), 'content', meta.description);
  setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', meta.indexed ? canonical : null);
  setMeta('meta[name="robots"]', () => Object.assign(document.createElement('meta'), { name: 'robots' }), 'content', meta.indexed ? null : 'noindex');
}

/**
 * After a client-side navigation: the new page's title, description and canonical link, from the same
 * page table and meta rule the BFF uses for the served HTML; then one analytics page view, sent once the
 * title is known (a watch's or collection's title waits for its record).
 */
export function usePageMeta(): void {
  const { pathname, search } = useLocation();
  const { publicUrl, business } = useRuntimeConfig();
  const path = trimPath(pathname);
  const matched = useMemo(() => matchPage(path), [path]);
  const record = useMemo(() => recordPath(path), [path]);
  const { data, error } = useApi<unknown>(record);
  const settled = !record || data !== undefined || error !== undefined;
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (!settled) return;
    const meta = error ? pageMeta({ page: NOT_FOUND_PAGE, params: {} }, {}, business) : pageMeta(matched, record ? { [record]: data } : {}, business);
    applyMeta(meta, `${publicUrl}${path}`);
    const view = path + search;
    if (tracked.current !== view) {
      tracked.current = view;
      trackPageView(view);
    }
  }, [settled, matched, record, data, error, publicUrl, business, path, search]);
}
