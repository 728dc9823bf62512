import { absoluteImageUrl, PAGE_STATE_ID, type RuntimeConfig, type ServerRenderResult } from '@caliber/contracts';
import { BOOT_SCRIPT, REMOTE_ENTRIES_ELEMENT_ID, WEB_FONTS_SCRIPT } from './inline-scripts.js';
import type { ResolvedPage } from './page-resolver.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** JSON inside a <script>: `<` escaped so no value can close the tag. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const ROOT = '<div id="root"></div>';

/**
 * React puts the preload of a `fetchPriority="high"` image (the page's largest paint) at the start of
 * the markup it renders; in the head, before the fonts and scripts, the browser asks for it first.
 */
const LEADING_IMAGE_PRELOADS = /^((?:<link rel="preload" as="image"[^>]*>)*)/;

/**
 * Fills the shell's index.html (see build/index.html) for one page: the web fonts switch, meta tags, the largest picture's
 * preload, the page state as JSON, when the page was rendered on the server its styles and markup, and
 * the boot script with the remote entries the page needs.
 */
export function renderPage(
  template: string,
  resolved: ResolvedPage,
  pathname: string,
  config: RuntimeConfig,
  rendered: ServerRenderResult | null,
): string {
  const { meta, page } = resolved;
  const canonical = `${config.publicUrl}${pathname}`;
  const head = [
    `<script>${WEB_FONTS_SCRIPT}</script>`,
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.indexed ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${escapeHtml(config.business.name)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    // A page that is not indexed has no address of its own to share: the not-found page is then the same for every path.
    meta.indexed ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
    meta.imageUrl ? `<meta property="og:image" content="${escapeHtml(absoluteImageUrl(meta.imageUrl, config.publicUrl, config.imageHost))}">` : '',
    ...resolved.jsonLd.map((record) => `<script type="application/ld+json">${scriptJson(JSON.stringify(record))}</script>`),
  ].join('');
  const imagePreloads = rendered ? LEADING_IMAGE_PRELOADS.exec(rendered.html)![1] : '';
  const markup = rendered ? rendered.html.slice(imagePreloads.length) : '';
  const remoteEntries = JSON.stringify(page.remotes.map((name) => config.remotes[name]));
  const boot = `<script type="application/json" id="${REMOTE_ENTRIES_ELEMENT_ID}">${scriptJson(remoteEntries)}</script><script>${BOOT_SCRIPT}</script>`;
  const dataJson = `{${Object.entries(resolved.data)
    .map(([key, json]) => `${JSON.stringify(key)}:${json}`)
    .join(',')}}`;
  // Which reads are missing the browser finds from its address: the state names no slug (docs/server-rendering.md).
  const notFound = resolved.missing.length ? ',"notFound":true' : '';
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(`{"config":${JSON.stringify(config)},"data":${dataJson}${notFound}}`)}</script>`;
  return template
    .replace('<!--caliber:head-->', () => head + (rendered?.styles ?? ''))
    .replace('<!--caliber:preload-->', () => imagePreloads)
    .replace('<!--caliber:state-->', () => state)
    .replace(ROOT, () => (rendered ? `<div id="root">${markup}</div>` : ROOT))
    .replace('<!--caliber:boot-->', () => boot);
}
