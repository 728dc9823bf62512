import type { ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config.js';
import { INLINE_SCRIPT_SOURCES } from '../site/inline-scripts.js';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/** Where GA4's gtag.js loads its own code from and sends its hits to (Google's published CSP list). */
const ANALYTICS_SCRIPT_HOSTS = ['https://*.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** The origin of an absolute URL; a relative one (a remote served by this BFF) is 'self'. */
function originOf(url: string): string {
  return /^https?:\/\//.test(url) ? new URL(url).origin : "'self'";
}

const unique = (sources: string[]) => [...new Set(sources)].join(' ');

/**
 * The Content-Security-Policy of every answer (docs/security-headers.md). Scripts come only from files
 * (this site, which serves the remotes' files it checked, and analytics when it is on) and the two inline
 * scripts, the web fonts switch and the boot script, allowed by their hashes:
 * the page state is JSON, never an inline script. Styles may be inline (styled-components writes <style> tags); pictures may come from any
 * https host, since a watch's gallery may hold the marketplace's picture URLs, and from the image host (S3_PUBLIC_URL), named
 * even when it is `https:` so the policy says where the uploads are, and allowed when it is `http:`.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'analyticsId' | 'analyticsScriptUrl' | 'storage'>): string {
  const analytics = config.analyticsId ? [originOf(config.analyticsScriptUrl)] : [];
  const imageHost = config.storage.publicUrl ? [originOf(config.storage.publicUrl)] : [];
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...INLINE_SCRIPT_SOURCES, ...analytics, ...(config.analyticsId ? ANALYTICS_SCRIPT_HOSTS : [])])}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(["'self'", 'data:', 'blob:', 'https:', ...imageHost])}`,
    "font-src 'self'",
    `connect-src ${unique(["'self'", ...analytics, ...(config.analyticsId ? ANALYTICS_CONNECT_HOSTS : [])])}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Computed once at start: the headers every answer carries, whoever writes it. */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl' | 'analyticsId' | 'analyticsScriptUrl' | 'storage'>): HeaderList {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Browsers only honour HSTS over https; over http it would be a promise the site cannot keep.
    ...(config.publicUrl.startsWith('https:') ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
}

/** The one writer of the headers above: the front door calls it for every request (bff/src/front-door.ts). */
export function writeSecurityHeaders(res: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
