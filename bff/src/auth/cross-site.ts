import type { Request } from 'express';

// Fetch Metadata values a browser sends for a request our own pages (or the operator typing a URL) made.
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a browser sent this request on behalf of another site (docs/security.md): `Sec-Fetch-Site`
 * says so (`cross-site`, or `same-site` from a sibling host), or `Origin` / `Referer` names an origin that
 * is neither `PUBLIC_URL`'s nor the one the request was addressed to. A request with none of these headers
 * (curl, scripts) is not a browser acting for a foreign page, so it passes.
 */
export function isCrossSite(req: Request, publicUrl: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && !OWN_FETCH_SITES.has(fetchSite)) return true;
  const own = [new URL(publicUrl).origin, `${req.protocol}://${req.headers.host}`];
  const origin = req.headers.origin;
  if (origin !== undefined && !own.includes(origin)) return true;
  const referer = req.headers.referer;
  return referer !== undefined && !own.includes(originOf(referer));
}

// An unreadable Referer counts as foreign.
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
