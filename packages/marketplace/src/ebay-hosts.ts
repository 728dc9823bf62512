/**
 * eBay's hosts in each environment: the REST API, the OAuth consent pages, the web site (listing and
 * store pages) and pictures. They are the defaults of the `EBAY_*_BASE_URL` settings (docs/configuration.md).
 */
export const EBAY_HOSTS = {
  production: { api: 'https://api.ebay.com', auth: 'https://auth.ebay.com', web: 'https://www.ebay.com', image: 'https://i.ebayimg.com' },
  sandbox: { api: 'https://api.sandbox.ebay.com', auth: 'https://auth.sandbox.ebay.com', web: 'https://www.sandbox.ebay.com', image: 'https://i.ebayimg.com' },
} as const;

export type EbayEnvironment = keyof typeof EBAY_HOSTS;
