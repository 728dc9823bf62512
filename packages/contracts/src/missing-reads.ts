import { matchPage, readPath } from './pages.js';

/**
 * The API paths of a page's first data that answered 404, found from the page's own address: the reads of
 * its row that the page state holds no data for. The state then says only `notFound`, never which slug, so
 * a missing watch's page is the same bytes whatever the slug (docs/server-rendering.md, "Caching").
 */
export function missingReadPaths(pathname: string, search: string, data: Readonly<Record<string, unknown>>): string[] {
  const { page, params } = matchPage(pathname);
  return page
    .data(params, new URLSearchParams(search))
    .map(readPath)
    .filter((path) => !(path in data));
}
