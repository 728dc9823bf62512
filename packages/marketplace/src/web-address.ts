/**
 * Reads an address a person typed: http or https only (a missing scheme means https), and no user
 * info or port, so that nothing typed can aim a request at another service. Null when refused.
 */
export function parseWebAddress(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  // Checked on the raw text too: the URL parser drops a default port such as :443.
  const authority = /^https?:[/\\]{2}([^/?#\\]*)/i.exec(withScheme)?.[1] ?? '';
  if (authority.includes('@') || authority.includes(':')) return null;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  return url;
}
