import { ALL_WATCHES_SLUG, CATALOGUE_FILES, PAGES, ROUTES, type Collection } from '@caliber/contracts';
import { escapeXml } from './xml.js';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * The sitemap's addresses that come before the watch pages, from the same page table the HTML is served by:
 * the indexed fixed pages, all watches and every collection.
 */
export function pathsBeforeWatches(collections: readonly Collection[]): string[] {
  return [
    ...PAGES.filter((page) => page.indexed && !page.path.includes(':')).map((page) => page.path),
    ROUTES.collection(ALL_WATCHES_SLUG),
    ...collections.map((collection) => ROUTES.collection(collection.slug)),
  ];
}

/** A sitemap file: a `<urlset>` of these pages' addresses. */
export function renderUrlset(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`).join('');
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">${urls}</urlset>`;
}

/** A sitemap index naming the files `/sitemap-1.xml` to `/sitemap-<files>.xml`. */
export function renderSitemapIndex(publicUrl: string, files: number): string {
  const sitemaps = Array.from({ length: files }, (_, index) => `<sitemap><loc>${escapeXml(`${publicUrl}${CATALOGUE_FILES.sitemapFile(index + 1)}`)}</loc></sitemap>`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">${sitemaps}</sitemapindex>`;
}

export function renderRobots(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}${CATALOGUE_FILES.sitemap}\n`;
}
