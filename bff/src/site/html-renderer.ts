import { INITIAL_DATA_GLOBAL, RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@caliber/contracts';
import type { ResolvedPage } from './page-resolver.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** JSON inside a <script>: `<` escaped so no value can close the tag. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/** Fills the shell's index.html markers (see build/index.html) for one page. */
export function renderPage(template: string, page: ResolvedPage, pathname: string, config: RuntimeConfig): string {
  const canonical = `${config.publicUrl}${pathname}`;
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.indexed ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="Caliber">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    page.imageUrl ? `<meta property="og:image" content="${escapeHtml(absolute(config.publicUrl, page.imageUrl))}">` : '',
    page.jsonLd ? `<script type="application/ld+json">${scriptJson(JSON.stringify(page.jsonLd))}</script>` : '',
  ].join('');
  const preload = page.remotes
    .map((name) => `<link rel="preload" as="script" href="${escapeHtml(config.remotes[name])}" crossorigin>`)
    .join('');
  const dataJson = `{${Object.entries(page.data)
    .map(([key, json]) => `${JSON.stringify(key)}:${json}`)
    .join(',')}}`;
  const state = `<script>window.${RUNTIME_CONFIG_GLOBAL}=${scriptJson(JSON.stringify(config))};window.${INITIAL_DATA_GLOBAL}=${scriptJson(dataJson)}</script>`;
  return template
    .replace('<!--caliber:head-->', () => head)
    .replace('<!--caliber:preload-->', () => preload)
    .replace('<!--caliber:state-->', () => state);
}
