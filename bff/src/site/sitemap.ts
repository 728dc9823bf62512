import { ALL_WATCHES_SLUG, CATALOGUE_FILES, PAGES, ROUTES, type Collection } from '@caliber/contracts';
import { escapeXml } from './xml.js';

/** /sitemap.xml from the same page table the HTML is served by, plus every collection and every watch, sold ones too. */
export function renderSitemap(publicUrl: string, collections: Collection[], watchSlugs: string[]): string {
  const paths = [
    ...PAGES.filter((page) => page.indexed && !page.path.includes(':')).map((page) => page.path),
    ROUTES.collection(ALL_WATCHES_SLUG),
    ...collections.map((collection) => ROUTES.collection(collection.slug)),
    ...watchSlugs.map((slug) => ROUTES.watch(slug)),
  ];
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function renderRobots(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}${CATALOGUE_FILES.sitemap}\n`;
}
