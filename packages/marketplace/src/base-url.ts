/** `<baseUrl><path>`, keeping any path prefix of the configured base URL. */
export function endpointUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
